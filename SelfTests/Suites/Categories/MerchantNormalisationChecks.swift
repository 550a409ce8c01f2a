import SelfTestRunner
import SpenDropCore

/// Spellings of one merchant share a key; different merchants do not.
enum MerchantNormalisationChecks {
    static var all: [SelfTestCheck] {
        sameMerchant + differentMerchants + [
            SelfTestCheck(
                "a name with nothing but a company form or payment prefixes keeps its words; one of numbers alone keeps its first"
            ) { _ in
                .all([
                    .equal(MerchantNormaliser.key(for: "1919"), "1919", "1919"),
                    .equal(MerchantNormaliser.key(for: "7 11"), "7", "7 11"),
                    .equal(MerchantNormaliser.key(for: "SDN BHD"), "sdn bhd", "SDN BHD"),
                    .equal(MerchantNormaliser.key(for: "DuitNow QR"), "duitnow qr", "DuitNow QR"),
                    .equal(MerchantNormaliser.key(for: "DuitNow QR - POS"), "duitnow qr pos", "DuitNow QR - POS"),
                    .equal(MerchantNormaliser.key(for: "  --- "), "", "punctuation only"),
                    .equal(MerchantNormaliser.key(for: ""), "", "empty"),
                ])
            }
        ]
    }

    /// Each check: every spelling has the expected key.
    static func same(
        _ name: String, _ key: String, _ spellings: [String],
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line
    ) -> SelfTestCheck {
        SelfTestCheck(name, fileID: fileID, filePath: filePath, line: line) { _ in
            .all(spellings.map { .equal(MerchantNormaliser.key(for: $0), key, "key of '\($0)'") })
        }
    }

    static var sameMerchant: [SelfTestCheck] {
        [
            same(
                "MAMAK CORNER SDN BHD, Mamak Corner - SS2 and DuitNow QR - MAMAK CORNER #0231 are all mamak corner",
                "mamak corner",
                ["MAMAK CORNER SDN BHD", "Mamak Corner - SS2", "DuitNow QR - MAMAK CORNER #0231"]),
            same(
                "a branch word and its store number go, and then the company form before them: MAMAK CORNER SDN BHD OUTLET 12",
                "mamak corner",
                ["MAMAK CORNER SDN BHD OUTLET 12", "Mamak Corner Sdn Bhd 0231", "MAMAK CORNER"]),
            same(
                "a dash with a space on either side sets off a branch, as one with spaces on both does, and one that ends the name",
                "kedai ah seng",
                [
                    "Kedai Ah Seng - Sunway Pyramid", "Kedai Ah Seng -Sunway Pyramid", "Kedai Ah Seng- Sunway Pyramid",
                    "Kedai Ah Seng -", "Kedai Ah Seng-",
                ]),
            same(
                "company forms with and without dots are dropped: Sdn. Bhd., Bhd, Berhad", "mamak corner",
                ["Mamak Corner Sdn. Bhd.", "MAMAK CORNER BHD", "Mamak Corner Berhad", "MAMAK CORNER SDN. BHD"]),
            same(
                "ENTERPRISE, ENT and TRADING are dropped like Sdn Bhd", "kedai runcit ah seng",
                [
                    "KEDAI RUNCIT AH SENG ENTERPRISE", "Kedai Runcit Ah Seng Ent.", "KEDAI RUNCIT AH SENG TRADING",
                    "kedai runcit ah seng",
                ]),
            same(
                "a one-word name keeps its word when its store number, branch or company form goes", "tealive",
                ["TEALIVE 0042", "Tealive Outlet 7", "TEALIVE SDN BHD", "Tealive"]),
            same(
                "a name that is a branch word and its number keeps the word, never an empty key: KEDAI 88 is kedai",
                "kedai",
                ["KEDAI 88", "Kedai 88", "kedai"]),
            same(
                "letter case and runs of spaces do not matter", "mamak corner",
                ["  mamak   CORNER  ", "Mamak\tCorner", "MaMaK cOrNeR"]),
            same(
                "payment-network prefixes are dropped: QR Pay, POS, DuitNow, Purchase, and two of them in a row",
                "mamak corner",
                [
                    "QR Pay MAMAK CORNER", "POS MAMAK CORNER", "DUITNOW MAMAK CORNER", "Purchase - Mamak Corner",
                    "DuitNow QR MAMAK CORNER",
                    "POS Purchase MAMAK CORNER", "FPX Payment to Mamak Corner",
                ]),
            same(
                "store codes and branch numbers are dropped: #0231, Branch 12, a trailing number", "mamak corner",
                ["MAMAK CORNER #0231", "Mamak Corner Branch 12", "Mamak Corner 2", "MAMAK CORNER (0231)"]),
            same(
                "location suffixes after a break are dropped: - SS2, @ Mid Valley, (Bangsar), a bar before KLCC",
                "aeon big",
                [
                    "AEON BIG (M) SDN BHD", "Aeon Big @ Mid Valley", "AEON BIG - SS2", "Aeon Big (Bangsar)",
                    "AEON BIG | KLCC",
                ]),
            same(
                "a location code such as SS15 or USJ1 ends the name", "kfc",
                ["KFC SS15 SUBANG", "KFC USJ1", "KFC"]),
            same(
                "apostrophes join and initials join: McDonald's, MCDONALDS; D.I.Y., DIY", "mcdonalds",
                ["McDonald's - Bangsar", "MCDONALDS", "McDonald’s"]),
            same(
                "initials before and after a word join as two runs: A W CAFE P J", "aw cafe pj",
                ["A W CAFE P J", "A.W. Cafe P.J.", "AW CAFE PJ"]),
            same(
                "Mr. D.I.Y. (Sunway Velocity) and MR DIY share a key", "mr diy",
                ["Mr. D.I.Y. (Sunway Velocity)", "MR DIY", "Mr D.I.Y"]),
            same(
                "7-Eleven's spellings share a key, with the country and a branch dropped", "7 eleven",
                ["7-ELEVEN MALAYSIA SDN BHD", "7-Eleven Branch 2231", "7 Eleven"]),
        ]
    }

    /// Each check: the two names have different keys.
    static func different(
        _ name: String, _ pairs: [(String, String)],
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line
    ) -> SelfTestCheck {
        SelfTestCheck(name, fileID: fileID, filePath: filePath, line: line) { _ in
            .all(
                pairs.map { left, right in
                    let keys = (MerchantNormaliser.key(for: left), MerchantNormaliser.key(for: right))
                    return .that(
                        keys.0 != keys.1, expected: "different keys for '\(left)' and '\(right)'",
                        actual: "'\(keys.0)' and '\(keys.1)'")
                })
        }
    }

    static var differentMerchants: [SelfTestCheck] {
        [
            different(
                "Mamak Corner and Mamak Station stay different merchants",
                [("Mamak Corner", "Mamak Station"), ("MAMAK CORNER SDN BHD", "MAMAK STATION SDN BHD")]),
            different(
                "a longer name is another merchant: Starbucks and Starbucks Reserve",
                [("Starbucks", "Starbucks Reserve"), ("Tealive", "Tealive Plus")]),
            different(
                "a leading number is part of the name: 99 Speedmart is not Speedmart",
                [("99 SPEEDMART SDN BHD", "SPEEDMART"), ("7-Eleven", "Eleven")]),
            different(
                "merchants that share a prefix stay apart: DuitNow QR - KFC and DuitNow QR - KK Mart",
                [("DuitNow QR - KFC", "DuitNow QR - KK MART"), ("POS AEON", "POS GIANT")]),
            different(
                "a word whose digits are followed by letters is no location code: Cafe H2O is not Cafe, Studio B2B not Studio",
                [("Cafe H2O", "Cafe"), ("Studio B2B", "Studio")]),
        ]
    }
}
