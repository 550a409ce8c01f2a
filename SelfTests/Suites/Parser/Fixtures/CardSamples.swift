import SpenDropCore

/// Card-payment notifications: Apple Pay and Google Wallet banners, and card alerts by SMS.
enum CardSamples {
    static var all: [ParserFixture] {
        [
            ParserFixture(
                "card alert of nine words whose card's last digits stand right before the amount's RM (ending 4321 RM80.00), over its total: one draft of 80.00",
                "Purchase at SHELL MALAYSIA SUBANG JAYA with card ending 4321 RM80.00\nTotal RM80.00",
                Draft.out("80.00", "SHELL MALAYSIA SUBANG JAYA", card: "4321", warnings: [.dateMissing])),
            ParserFixture(
                "Wallet card payment whose merchant opens the text with an initial and its full stop",
                "A. RAHMAN NASI KANDAR\nRM 23.50 with Maybank Visa ending 1234\n02 Dec 2026, 13:05",
                Draft.out(
                    "23.50", "A. RAHMAN NASI KANDAR", on: "2026-12-02", at: "13:05", account: "Maybank", card: "1234")),
            ParserFixture(
                "Apple Wallet banner whose title is a merchant of six words, the longest a title may be",
                "Wallet\nRESTORAN NASI KANDAR PELITA SRI HARTAMAS\nRM 23.50 with Maybank Visa ••••4321",
                Draft.out(
                    "23.50", "RESTORAN NASI KANDAR PELITA SRI HARTAMAS", account: "Maybank", card: "4321",
                    warnings: [.dateMissing])),
            ParserFixture(
                "Apple Wallet banner with the merchant as its title",
                "Wallet\nStarbucks KLCC\nRM 23.50 with Maybank Visa ••••4321",
                Draft.out("23.50", "Starbucks KLCC", account: "Maybank", card: "4321", warnings: [.dateMissing])),
            ParserFixture(
                "Apple Wallet banner whose title has seven words, one more than a title may have: taken for a sentence, no merchant",
                "Wallet\nRESTORAN NASI KANDAR PELITA SRI HARTAMAS BRANCH\nRM 23.50 with Maybank Visa ••••4321",
                Draft.out("23.50", nil, account: "Maybank", card: "4321", warnings: [.dateMissing, .merchantMissing])),
            ParserFixture(
                "Apple Wallet banner with its day above the title: the day is the date, the title the merchant",
                "Wallet\nDec 2\nStarbucks KLCC\nRM 23.50 with Maybank Visa ••••4321",
                Draft.out(
                    "23.50", "Starbucks KLCC", on: "2026-12-02", account: "Maybank", card: "4321",
                    warnings: [.yearAssumed])),
            ParserFixture(
                "Apple Wallet banner with a dot and a time-ago",
                "WALLET · now\nUniqlo Pavilion\nRM 149.90 with CIMB Mastercard ••8812",
                Draft.out("149.90", "Uniqlo Pavilion", account: "CIMB", card: "8812", warnings: [.dateMissing])),
            ParserFixture(
                "Google Wallet banner naming the card's bank",
                "Google Wallet\nRM 18.90 at Tealive Sunway Pyramid\nHong Leong Visa •••• 5566",
                Draft.out(
                    "18.90", "Tealive Sunway Pyramid", account: "Hong Leong Bank", card: "5566",
                    warnings: [.dateMissing])),
            ParserFixture(
                "Google Pay payment with a date and lower-case am",
                "Google Pay\nYou paid RM 7.20 to 7-Eleven Subang Jaya\nMaybank Mastercard ·· 3321\n2 Dec 2026, 9:41 am",
                Draft.out(
                    "7.20", "7-Eleven Subang Jaya", on: "2026-12-02", at: "09:41", account: "Maybank", card: "3321")),
            ParserFixture(
                "Google Wallet banner dated Today",
                "Google Wallet\nPaid RM 8.00 at Family Mart\nToday",
                Draft.out("8.00", "Family Mart", on: "2026-12-03", account: "Google Wallet")),
            ParserFixture(
                "Google Pay with the month first and p.m.",
                "Google Pay: You paid RM 15.00 to Secret Recipe Sunway on Dec 2, 2026 at 9:41 p.m.",
                Draft.out("15.00", "Secret Recipe Sunway", on: "2026-12-02", at: "21:41", account: "Google Wallet")),
            ParserFixture(
                "Apple Pay SMS naming the bank card",
                "Apple Pay: RM 65.00 paid at IKEA CHERANG TUNGGAL using Public Bank Visa ending 9012 on 01/12/2026 16:40",
                Draft.out(
                    "65.00", "IKEA CHERANG TUNGGAL", on: "2026-12-01", at: "16:40", account: "Public Bank", card: "9012"
                )),
            ParserFixture(
                "Apple Pay with no bank named",
                "Apple Pay\nRM 12.00 at MYNEWS KLCC\nVisa ••1111\nYesterday 22:05",
                Draft.out("12.00", "MYNEWS KLCC", on: "2026-12-02", at: "22:05", account: "Apple Pay", card: "1111")),
            ParserFixture(
                "card SMS with no bank name and a hotline",
                "Card ending 1234: MYR 250.00 charged at MARRIOTT KL on 30-11-2026 23:10. If unauthorised call 1-300-88-6688.",
                Draft.out("250.00", "MARRIOTT KL", on: "2026-11-30", at: "23:10", card: "1234")),
            ParserFixture(
                "UOB card charged in Singapore dollars",
                "UOB: Your card ending 5544 was charged SGD 25.80 at GRAB SINGAPORE on 01/12/2026 18:05.",
                Draft.out("SGD 25.80", "GRAB SINGAPORE", on: "2026-12-01", at: "18:05", account: "UOB", card: "5544")),
            ParserFixture(
                "a card charged in S$, the dollar sign glued to S",
                "Maybank: Your card ending 1234 was charged S$12.50 at CHANGI AIRPORT on 02/12/2026.",
                Draft.out("SGD 12.50", "CHANGI AIRPORT", on: "2026-12-02", account: "Maybank", card: "1234")),
            ParserFixture(
                "a card charged in US$, the dollar sign glued to US",
                "Maybank: Your card ending 1234 was charged US$9.99 at NETFLIX.COM on 02/12/2026.",
                Draft.out("USD 9.99", "NETFLIX.COM", on: "2026-12-02", account: "Maybank", card: "1234")),
            ParserFixture(
                "AmBank approval with a one-x card mask",
                "AmBank: Transaction approved: RM 99.00 at SENHENG ELECTRIC with card x4432 on 02/12/2026 13:01",
                Draft.out("99.00", "SENHENG ELECTRIC", on: "2026-12-02", at: "13:01", account: "AmBank", card: "4432")),
            ParserFixture(
                "Bank Islam debit card with a one-star mask",
                "Bank Islam: Debit card *7788 used for RM 12.00 at MYNEWS SS2 on 02/12/2026 06:55",
                Draft.out("12.00", "MYNEWS SS2", on: "2026-12-02", at: "06:55", account: "Bank Islam", card: "7788")),
            ParserFixture(
                "contactless card alert with a full masked number",
                "Maybank: Contactless payment of RM 4.50 at FAMILYMART USJ 9 on card 5123 45XX XXXX 6677 on 02-12-2026 07:12",
                Draft.out("4.50", "FAMILYMART USJ 9", on: "2026-12-02", at: "07:12", account: "Maybank", card: "6677")),
            ParserFixture(
                "card alert charged at a date, the shop named after for",
                "Your card ending 4321 was charged RM 64.20 at 01 Dec 2026 for KEDAI SERBANEKA JAYA.",
                Draft.out("64.20", "KEDAI SERBANEKA JAYA", on: "2026-12-01", card: "4321")),
            ParserFixture(
                "a card masked with one star and a hyphen before its last digits",
                "Card *-8812 charged RM 45.00 at KEDAI ALI on 02/12/2026",
                Draft.out("45.00", "KEDAI ALI", on: "2026-12-02", card: "8812")),
        ]
    }
}
