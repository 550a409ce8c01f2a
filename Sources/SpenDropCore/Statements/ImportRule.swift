import Foundation

/// One of the user's rules for transactions that come in from a bank: when the merchant matches
/// `pattern`, set the category, the merchant, or both.
///
/// Promises: `pattern` is a regular expression matched anywhere in the merchant, ignoring case
/// (`grab` matches "GRAB*FOOD KL"; `^shell ` only a merchant starting so); a pattern that is not a
/// regular expression is refused when the rule is made, never when it is applied.
public struct ImportRule: Sendable {
    public let id: Int64
    public let pattern: String
    public let category: String?
    public let merchant: String?
    private let expression: NSRegularExpression

    public init(id: Int64, pattern: String, category: String?, merchant: String?) throws(ImportRuleError) {
        let trimmedCategory = category?.trimmingWhitespace()
        let trimmedMerchant = merchant?.trimmingWhitespace()
        guard !pattern.isEmpty else { throw .emptyPattern }
        guard trimmedCategory?.isEmpty == false || trimmedMerchant?.isEmpty == false else { throw .setsNothing }
        guard let expression = try? NSRegularExpression(pattern: pattern, options: [.caseInsensitive]) else {
            throw .notAPattern(pattern)
        }
        self.id = id
        self.pattern = pattern
        self.category = trimmedCategory?.isEmpty == false ? trimmedCategory : nil
        self.merchant = trimmedMerchant?.isEmpty == false ? trimmedMerchant : nil
        self.expression = expression
    }

    public func matches(_ merchant: String) -> Bool {
        expression.firstMatch(in: merchant, range: NSRange(merchant.startIndex..., in: merchant)) != nil
    }

    /// What `rules`, in the order given (the order of their ids), make of a merchant: every rule
    /// that matches the merchant as it came applies, and where two set the same thing the later
    /// one wins, as a later `if` block does in hledger's rules.
    public static func apply(_ rules: [ImportRule], to merchant: String) -> (merchant: String, category: String?) {
        var result = (merchant: merchant, category: String?.none)
        for rule in rules where rule.matches(merchant) {
            if let set = rule.merchant { result.merchant = set }
            if let set = rule.category { result.category = set }
        }
        return result
    }
}

/// Why a rule cannot be made.
public enum ImportRuleError: Error, Equatable, Sendable, CustomStringConvertible {
    case emptyPattern
    case setsNothing
    case notAPattern(String)

    public var description: String {
        switch self {
        case .emptyPattern: "the pattern is empty; give the text a merchant should match"
        case .setsNothing: "the rule sets nothing; give --set-category, --set-merchant or both"
        case .notAPattern(let pattern):
            "'\(pattern)' is not a regular expression (escape ( [ * + ? with a backslash to match them as written)"
        }
    }
}
