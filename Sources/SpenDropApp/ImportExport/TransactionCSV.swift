import Foundation
import SpenDropCore
import SpenDropStore

/// The CSV form of transactions that `spendrop export csv` writes and `spendrop import csv`
/// reads: a header, then one record per transaction.
///
/// `date,type,account,to_account,amount,currency,merchant,category,note,received,received_currency,others_share,tags`
///
/// `received` and `received_currency` are what reached the destination of a transfer between two
/// currencies; `others_share` is the part of the amount that is other people's money (their shares
/// of a bill you paid, or the whole of a debt settled), so your spending is the rest; `tags` are
/// separated by `;`. The PayBook itself (who owes whom, bills others paid) is carried by
/// `export json` only.
///
/// A row of type `opening` is no transaction but an account's opening balance (negative for a
/// card owed): the export writes one for every account, first, so a round trip keeps balances
/// and accounts that have no transactions.
///
/// Promises: what `record(for:)` writes, `ImportReader` reads back to the same kind, accounts,
/// amount and currency, second and clock, merchant, category, note, what was received, others'
/// share and tags, so an export imported into an empty store gives the same balances and the same
/// spending by category and by tag (bills others paid aside). Amounts are plain numbers with a
/// decimal point in the currency's minor-unit digits (`12.50`, `1200` for JPY); a missing
/// currency means the app's default one. Columns may come in any order; `date`, `type`,
/// `account` and `amount` are required.
enum TransactionCSV {
    static let columns = [
        "date", "type", "account", "to_account", "amount", "currency", "merchant", "category", "note",
        "received", "received_currency", "others_share", "tags",
    ]
    static let required: Set<String> = ["date", "type", "account", "amount"]
    static var header: String { columns.joined(separator: ",") }

    /// An account's opening balance as a CSV record, dated `day`.
    static func opening(of account: Account, day: String) -> String {
        CSVWriter.record([
            day, TransactionRecord.Kind.opening.rawValue, account.name, "",
            MoneyFormatter.plainNumber(account.openingBalance),
            account.currency.code, "", "", "", "", "", "", "",
        ])
    }

    /// One transaction as a CSV record, with its line break.
    static func record(for transaction: TransactionRecord, dates: TransactionDates) -> String {
        CSVWriter.record([
            dates.text(for: transaction.occurredAt, utcOffset: transaction.utcOffset), transaction.kind.rawValue,
            transaction.account,
            transaction.toAccount ?? "", MoneyFormatter.plainNumber(transaction.amount),
            transaction.amount.currency.code, transaction.merchant, transaction.category ?? "", transaction.note,
            transaction.received.map(MoneyFormatter.plainNumber) ?? "", transaction.received?.currency.code ?? "",
            transaction.othersShare == 0
                ? ""
                : MoneyFormatter.plainNumber(
                    Money(minorUnits: transaction.othersShare, currency: transaction.amount.currency)),
            transaction.tags.joined(separator: ";"),
        ])
    }

    /// Reads records of a `CSVReader` as transactions to import, checking each field.
    final class ImportReader {
        private let reader: CSVReader
        private let dates: TransactionDates
        private let defaultCurrency: Currency
        private var positions: [String: Int] = [:]
        private var width = 0
        /// Currencies by the text that named them, so each code is looked up once.
        private var currencies: [String: Currency] = [:]

        init(reader: CSVReader, dates: TransactionDates, defaultCurrency: Currency) {
            self.reader = reader
            self.dates = dates
            self.defaultCurrency = defaultCurrency
        }

        /// Where a column is in each record; -1 when the file does not have it.
        struct Column {
            var index = -1
        }

        struct Columns {
            var date = Column(), type = Column(), account = Column(), toAccount = Column(), amount = Column()
            var currency = Column(), merchant = Column(), category = Column(), note = Column()
            var received = Column(), receivedCurrency = Column(), othersShare = Column(), tags = Column()
        }

        private var columns = Columns()

        /// Reads and checks the header; the first call of `next` does this when it was not done.
        func readHeader() throws {
            guard width == 0 else { return }
            guard let header = try reader.next(), header.fields != [""] else {
                throw CSVReader.Failure(
                    line: 1, reason: "the file is empty; it needs the header \(TransactionCSV.header)")
            }
            for (index, raw) in header.fields.enumerated() {
                let name = TransactionCSV.trimmed(raw).lowercased()
                guard TransactionCSV.columns.contains(name) else {
                    throw CSVReader.Failure(
                        line: header.line, reason: "unknown column '\(raw)'; the columns are \(TransactionCSV.header)")
                }
                guard positions[name] == nil else {
                    throw CSVReader.Failure(line: header.line, reason: "the column '\(name)' appears twice")
                }
                positions[name] = index
            }
            let missing = TransactionCSV.columns.filter { TransactionCSV.required.contains($0) && positions[$0] == nil }
            guard missing.isEmpty else {
                throw CSVReader.Failure(
                    line: header.line,
                    reason:
                        "the header lacks \(missing.joined(separator: ", ")); it needs at least date,type,account,amount"
                )
            }
            width = header.fields.count
            func column(_ name: String) -> Column { Column(index: positions[name] ?? -1) }
            columns = Columns(
                date: column("date"), type: column("type"), account: column("account"), toAccount: column("to_account"),
                amount: column("amount"), currency: column("currency"), merchant: column("merchant"),
                category: column("category"), note: column("note"), received: column("received"),
                receivedCurrency: column("received_currency"), othersShare: column("others_share"), tags: column("tags")
            )
        }

        /// The next transaction, nil at the end; a record that cannot be one throws with its line.
        func next() throws -> TransactionRecord? {
            try readHeader()
            while let record = try reader.next() {
                if record.fields == [""] { continue }
                return try transaction(from: record)
            }
            return nil
        }

        private func transaction(from record: CSVReader.Record) throws -> TransactionRecord {
            func fail(_ reason: String) -> CSVReader.Failure { CSVReader.Failure(line: record.line, reason: reason) }
            guard record.fields.count == width else {
                throw fail("\(record.fields.count) fields, but the header has \(width)")
            }
            func value(_ column: Column) -> String? { column.index >= 0 ? record.fields[column.index] : nil }
            let occurredAt: (seconds: Int64, utcOffset: Int32)
            do { occurredAt = try dates.moment(value(columns.date) ?? "") } catch { throw fail(error.description) }
            let typeText = value(columns.type) ?? ""
            guard
                let kind = TransactionRecord.Kind(rawValue: typeText)
                    ?? TransactionRecord.Kind(rawValue: TransactionCSV.trimmed(typeText).lowercased())
            else {
                throw fail("type '\(typeText)' is not in, out, transfer or opening")
            }
            var currency = defaultCurrency
            let code = value(columns.currency) ?? ""
            if !code.isEmpty {
                if let known = currencies[code] {
                    currency = known
                } else {
                    guard let known = Currency(code: TransactionCSV.trimmed(code)) else {
                        throw fail("currency '\(code)' is not one spendrop knows; use an ISO code such as MYR")
                    }
                    currencies[code] = known
                    currency = known
                }
            }
            let amountText = value(columns.amount) ?? ""
            let amount: Money
            if let fast = TransactionCSV.plainAmount(amountText, currency: currency) {
                amount = fast
            } else {
                do { amount = try MoneyParser.parse(amountText, defaultCurrency: currency) } catch {
                    throw fail("amount: \(error.description)")
                }
                if amount.currency != currency {
                    throw fail(
                        "amount '\(amountText)' is in \(amount.currency.code) but the currency column says \(currency.code)"
                    )
                }
            }
            if amount.minorUnits < 0 && kind != .opening {
                throw fail("amount '\(amountText)' is negative; amounts are zero or more, and type says in or out")
            }
            // Text is held to the rule typed text keeps: no control character (a terminal escape,
            // a NUL that would cut the field short) is stored.
            func text(_ column: Column, _ name: String) throws -> String {
                let written = value(column) ?? ""
                do { try EnteredText.refuseControlCharacters(written, named: name, lineBreaks: name == "note") } catch {
                    throw fail(error.description)
                }
                return written
            }
            let category = try text(columns.category, "category")
            let toAccount = columns.toAccount.index >= 0 ? try text(columns.toAccount, "to_account") : nil
            var received: Money?
            let receivedText = TransactionCSV.trimmed(value(columns.received) ?? "")
            if !receivedText.isEmpty {
                let codeText = TransactionCSV.trimmed(value(columns.receivedCurrency) ?? "")
                guard let receivedCurrency = codeText.isEmpty ? currency : Currency(code: codeText) else {
                    throw fail("received_currency '\(codeText)' is not one spendrop knows; use an ISO code such as USD")
                }
                guard
                    let parsed = TransactionCSV.plainAmount(receivedText, currency: receivedCurrency)
                        ?? (try? MoneyParser.parse(receivedText, defaultCurrency: receivedCurrency)),
                    parsed.currency == receivedCurrency, parsed.minorUnits > 0
                else {
                    throw fail("received '\(receivedText)' is not an amount above zero in \(receivedCurrency.code)")
                }
                received = parsed
            }
            var othersShare: Int64 = 0
            let othersText = TransactionCSV.trimmed(value(columns.othersShare) ?? "")
            if !othersText.isEmpty {
                guard
                    let share = TransactionCSV.plainAmount(othersText, currency: currency)
                        ?? (try? MoneyParser.parse(othersText, defaultCurrency: currency)),
                    share.currency == currency, share.minorUnits >= 0, share.minorUnits <= amount.minorUnits
                else {
                    throw fail("others_share '\(othersText)' is not a part of the amount in \(currency.code)")
                }
                othersShare = share.minorUnits
            }
            let tags = try text(columns.tags, "tags").split(separator: ";").map { TransactionCSV.trimmed(String($0)) }
                .filter { !$0.isEmpty }
            return TransactionRecord(
                line: record.line, kind: kind, account: try text(columns.account, "account"), toAccount: toAccount,
                amount: amount, occurredAt: occurredAt.seconds, utcOffset: occurredAt.utcOffset,
                merchant: try text(columns.merchant, "merchant"),
                category: category.isEmpty ? nil : category, note: try text(columns.note, "note"),
                othersShare: othersShare, tags: tags, received: received)
        }
    }

    /// `text` without spaces and tabs at either end; the text itself, without copying, when it
    /// has none (Foundation's trimming bridges every string, which a million rows notice).
    static func trimmed(_ text: String) -> String {
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
        guard let first = text.utf8.first, let last = text.utf8.last, isSpace(first) || isSpace(last) else {
            return text
        }
        return text.trimmingCharacters(in: .whitespaces)
    }

    /// The common case read without the general parser: digits, an optional point and at most
    /// the currency's minor-unit digits, within `MoneyParser.largestAmount(in:)`; nil otherwise.
    static func plainAmount(_ text: String, currency: Currency) -> Money? {
        var whole: Int64 = 0, fraction: Int64 = 0, wholeDigits = 0, fractionDigits = 0, seenPoint = false
        for byte in text.utf8 {
            if byte == UInt8(ascii: ".") {
                if seenPoint { return nil }
                seenPoint = true
            } else if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                let digit = Int64(byte - UInt8(ascii: "0"))
                if seenPoint {
                    fractionDigits += 1
                    if fractionDigits > currency.minorUnitDigits { return nil }
                    fraction = fraction * 10 + digit
                } else {
                    wholeDigits += 1
                    if wholeDigits > 12 { return nil }
                    whole = whole * 10 + digit
                }
            } else {
                return nil
            }
        }
        guard wholeDigits > 0, !seenPoint || fractionDigits > 0, whole <= MoneyParser.largestMajorUnits else {
            return nil
        }
        for _ in fractionDigits..<currency.minorUnitDigits { fraction *= 10 }
        return Money(minorUnits: whole * currency.minorUnitsPerMajor + fraction, currency: currency)
    }
}
