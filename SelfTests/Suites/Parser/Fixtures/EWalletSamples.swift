import SpenDropCore

/// Touch 'n Go eWallet, GrabPay, Boost and ShopeePay: notifications and detail screens.
enum EWalletSamples {
    static let tng = "Touch 'n Go eWallet"

    static var all: [ParserFixture] {
        touchNGo + grabPay + boost + shopeePay
    }

    static var touchNGo: [ParserFixture] {
        [
            ParserFixture(
                "TNG eWallet payment",
                "Touch 'n Go eWallet: You've paid RM12.50 to MAMAK CORNER SDN BHD on 02/12/2026 13:45. Ref: 1234567890",
                Draft.out(
                    "12.50", "MAMAK CORNER SDN BHD", on: "2026-12-02", at: "13:45", ref: "1234567890", account: tng)),
            ParserFixture(
                "TNG eWallet DuitNow QR payment",
                "TNG eWallet: Payment of RM8.90 to KEDAI RUNCIT AH SENG via DuitNow QR is successful. 02 Dec 2026 09:12. Transaction No: 20261202091200012345",
                Draft.out(
                    "8.90", "KEDAI RUNCIT AH SENG", on: "2026-12-02", at: "09:12", ref: "20261202091200012345",
                    account: tng)),
            ParserFixture(
                "a reload already made, followed by a promotion, is the reload, not an advert",
                "TNG eWallet: You have reloaded RM50.00 via Maybank2u. Enjoy our weekend promo: 5% cashback on your next reload!",
                Draft.into(
                    "50.00", nil, account: "Touch 'n Go eWallet",
                    warnings: [.dateMissing, .merchantMissing, .possibleTransfer])),
            ParserFixture(
                "TNG eWallet reload from a bank",
                "Touch 'n Go eWallet\nReload of RM50.00 via Maybank2u was successful.\n02/12/2026 08:30\nWallet Ref: TNG20261202083000",
                Draft.into(
                    "50.00", nil, on: "2026-12-02", at: "08:30", ref: "TNG20261202083000", account: tng,
                    warnings: [.merchantMissing, .possibleTransfer])),
            ParserFixture(
                "TNG eWallet transfer received",
                "Touch 'n Go eWallet: You have received RM25.00 from TAN MEI LING. 01/12/2026 21:05",
                Draft.into("25.00", "TAN MEI LING", on: "2026-12-01", at: "21:05", account: tng)),
            ParserFixture(
                "TNG eWallet parking paid for",
                "Touch 'n Go eWallet: RM3.00 paid for PARKING - SUNWAY PYRAMID on 02/12/2026 18:22.",
                Draft.out("3.00", "PARKING - SUNWAY PYRAMID", on: "2026-12-02", at: "18:22", account: tng)),
            ParserFixture(
                "TNG eWallet detail screen with labels above values",
                "Payment Successful\n-RM 15.90\nMerchant\nFAMILYMART SUNWAY GEO\nDate/Time\n02/12/2026 12:41\nTransaction No.\n2612021241550019\nPayment Method\neWallet Balance",
                Draft.out("15.90", "FAMILYMART SUNWAY GEO", on: "2026-12-02", at: "12:41", ref: "2612021241550019")),
            ParserFixture(
                "TNG eWallet payment dated Today",
                "TNG eWallet\nPayment to ZUS COFFEE - SUNWAY\nRM 11.90\nToday, 8:05 AM",
                Draft.out("11.90", "ZUS COFFEE - SUNWAY", on: "2026-12-03", at: "08:05", account: tng)),
            ParserFixture(
                "TNG toll deducted at a plaza",
                "Touch 'n Go: RM2.10 deducted for toll at PLUS BATU TIGA on 02 Dec 2026 07:55",
                Draft.out("2.10", "PLUS BATU TIGA", on: "2026-12-02", at: "07:55", account: tng)),
            ParserFixture(
                "TNG eWallet refund credited",
                "Touch 'n Go eWallet: Refund of RM12.50 from MAMAK CORNER SDN BHD has been credited to your eWallet on 02/12/2026 15:10.",
                Draft.into("12.50", "MAMAK CORNER SDN BHD", on: "2026-12-02", at: "15:10", account: tng)),
            ParserFixture(
                "TNG eWallet payment with no date",
                "Touch 'n Go eWallet: You've paid RM6.40 to AH KOW KOPITIAM. Ref: 5566778899",
                Draft.out("6.40", "AH KOW KOPITIAM", ref: "5566778899", account: tng, warnings: [.dateMissing])),
            ParserFixture(
                "TNG eWallet parking with the balance after it",
                "TNG eWallet: Payment of RM1.20 to PARKING MBPJ successful. Your balance is RM 8.40.",
                Draft.out("1.20", "PARKING MBPJ", account: "Touch 'n Go eWallet", warnings: [.dateMissing])),
            ParserFixture(
                "TNG eWallet payment at a pm time said to be yesterday",
                "TNG eWallet: RM4.00 paid to PASAR MALAM SS2 at 8:15pm yesterday.",
                Draft.out("4.00", "PASAR MALAM SS2", on: "2026-12-02", at: "20:15", account: "Touch 'n Go eWallet")),
            ParserFixture(
                "TNG eWallet transfer sent",
                "Touch 'n Go eWallet: You have transferred RM40.00 to MUHAMMAD HAZIQ on 01/12/2026 19:20. Transaction ID: TNG-2026-1201-8891",
                Draft.out(
                    "40.00", "MUHAMMAD HAZIQ", on: "2026-12-01", at: "19:20", ref: "TNG-2026-1201-8891", account: tng)),
        ]
    }

    static var grabPay: [ParserFixture] {
        [
            ParserFixture(
                "GrabPay payment",
                "GrabPay: You paid RM18.40 to Nasi Kandar Pelita with GrabPay on 2 Dec 2026, 8:14 PM.",
                Draft.out("18.40", "Nasi Kandar Pelita", on: "2026-12-02", at: "20:14", account: "GrabPay")),
            ParserFixture(
                "GrabPay payment screen",
                "Grab\nPayment successful\nYou paid RM 9.50 at Tealive - Sunway Pyramid\n02 Dec 2026 15:32\nPaid with GrabPay Wallet",
                Draft.out("9.50", "Tealive - Sunway Pyramid", on: "2026-12-02", at: "15:32", account: "GrabPay")),
            ParserFixture(
                "GrabPay top up by card",
                "GrabPay Wallet: Top up of RM100.00 via Visa ending 1234 was successful. 01/12/2026 10:02",
                Draft.into(
                    "100.00", nil, on: "2026-12-01", at: "10:02", account: "GrabPay", card: "1234",
                    warnings: [.merchantMissing, .possibleTransfer])),
            ParserFixture(
                "GrabPay transfer received",
                "GrabPay: You've received RM30.00 from Jason Lim. Transaction ID: 2612011830447 (01 Dec 2026)",
                Draft.into("30.00", "Jason Lim", on: "2026-12-01", ref: "2612011830447", account: "GrabPay")),
            ParserFixture(
                "GrabFood order charged to GrabPay",
                "Your GrabFood order from McDonald's - Bangsar has been paid. RM 27.80 charged to GrabPay Wallet. 02 Dec 2026 12:20",
                Draft.out("27.80", "McDonald's - Bangsar", on: "2026-12-02", at: "12:20", account: "GrabPay")),
            ParserFixture(
                "GrabFood order whose text starts with it: Order from, the merchant after from",
                "Order from McDonald's Bangsar paid. RM 27.80 charged to GrabPay Wallet. 02 Dec 2026 12:20",
                Draft.out("27.80", "McDonald's Bangsar", on: "2026-12-02", at: "12:20", account: "GrabPay")),
            ParserFixture(
                "GrabPay DuitNow QR payment",
                "GrabPay: DuitNow QR payment of RM6.00 to WARUNG PAK ALI successful. 02/12/2026 07:45. Ref 261202074501",
                Draft.out(
                    "6.00", "WARUNG PAK ALI", on: "2026-12-02", at: "07:45", ref: "261202074501", account: "GrabPay")),
            ParserFixture(
                "GrabPay money from a friend named before the verb",
                "GrabPay: Ali paid you RM15.00. 2 Dec 2026",
                Draft.into("15.00", "Ali", on: "2026-12-02", account: "GrabPay")),
            ParserFixture(
                "GrabPay payment with a run-together date and time",
                "GrabPay: You paid RM5.00 to Kopi Saigon. 02DEC2026 1:05PM",
                Draft.out("5.00", "Kopi Saigon", on: "2026-12-02", at: "13:05", account: "GrabPay")),
            ParserFixture(
                "GrabPay ride with no merchant named",
                "Grab: Your ride with Ahmad cost RM 15.00. Paid with GrabPay. 02 Dec 2026, 8:30 AM",
                Draft.out("15.00", nil, on: "2026-12-02", at: "08:30", account: "GrabPay", warnings: [.merchantMissing])
            ),
        ]
    }

    static var boost: [ParserFixture] {
        [
            ParserFixture(
                "Boost payment that also earned stars",
                "Boost: Payment of RM8.50 to KFC SS15 SUBANG was successful on 02 Dec 2026 12:03. You earned 8 Boost Stars!",
                Draft.out("8.50", "KFC SS15 SUBANG", on: "2026-12-02", at: "12:03", account: "Boost")),
            ParserFixture(
                "Boost payment screen",
                "Boost\nYou've paid RM 4.20 to Kedai Kopi Hainan\n01/12/2026 08:15\nTransaction ID: BST2612010815227",
                Draft.out(
                    "4.20", "Kedai Kopi Hainan", on: "2026-12-01", at: "08:15", ref: "BST2612010815227",
                    account: "Boost")),
            ParserFixture(
                "Boost money received",
                "Boost: You have received RM20.00 from NUR AIN BINTI HASSAN. 02/12/2026 19:40",
                Draft.into("20.00", "NUR AIN BINTI HASSAN", on: "2026-12-02", at: "19:40", account: "Boost")),
            ParserFixture(
                "a top-up already made, followed by a warning never to share a TAC, is the top-up, not a security message",
                "Boost: Topped up RM30.00 from your card. Never share your TAC with anyone.",
                Draft.into(
                    "30.00", nil, account: "Boost", warnings: [.dateMissing, .merchantMissing, .possibleTransfer])),
            ParserFixture(
                "Boost reload with the new balance",
                "Boost: Your reload of RM30.00 is successful. New balance: RM45.20. 01 Dec 2026 11:11",
                Draft.into(
                    "30.00", nil, on: "2026-12-01", at: "11:11", account: "Boost",
                    warnings: [.merchantMissing, .possibleTransfer])),
            ParserFixture(
                "Boost transfer whose sender is the subject",
                "Boost: Ahmad Faiz has sent you RM 30.00!",
                Draft.into("30.00", "Ahmad Faiz", account: "Boost", warnings: [.dateMissing])),
            ParserFixture(
                "Boost payment with a year-first date",
                "Boost: Payment of RM7.00 to KEDAI MAMAK on 2026/12/02 07:05 successful.",
                Draft.out("7.00", "KEDAI MAMAK", on: "2026-12-02", at: "07:05", account: "Boost")),
            ParserFixture(
                "Boost payment to a juice bar named Boost",
                "Boost: You've paid RM13.90 to BOOST JUICE BARS 1 UTAMA on 01/12/2026 16:05.",
                Draft.out("13.90", "BOOST JUICE BARS 1 UTAMA", on: "2026-12-01", at: "16:05", account: "Boost")),
        ]
    }

    static var shopeePay: [ParserFixture] {
        [
            ParserFixture(
                "ShopeePay payment to a store with a branch",
                "ShopeePay: Payment of RM35.60 to Mr. D.I.Y. (Sunway Velocity) was successful. 02-12-2026 16:22. Transaction ID: 26120216223398765",
                Draft.out(
                    "35.60", "Mr. D.I.Y. (Sunway Velocity)", on: "2026-12-02", at: "16:22", ref: "26120216223398765",
                    account: "ShopeePay")),
            ParserFixture(
                "ShopeePay detail screen",
                "ShopeePay\nPayment Successful\n-RM15.90\nPaid to\nKEDAI RUNCIT AH SENG\nTransaction Time\n02-12-2026 13:45\nTransaction ID\n2612021345001234",
                Draft.out(
                    "15.90", "KEDAI RUNCIT AH SENG", on: "2026-12-02", at: "13:45", ref: "2612021345001234",
                    account: "ShopeePay")),
            ParserFixture(
                "ShopeePay order payment",
                "Your ShopeePay payment of RM59.00 for order 2612020BX4K7 has been made. 02/12/2026",
                Draft.out("59.00", nil, on: "2026-12-02", account: "ShopeePay", warnings: [.merchantMissing])),
            ParserFixture(
                "ShopeePay money received",
                "ShopeePay: You have received RM12.00 from ahmad_k. 01-12-2026 20:10",
                Draft.into("12.00", "ahmad_k", on: "2026-12-01", at: "20:10", account: "ShopeePay")),
            ParserFixture(
                "ShopeePay payment refunded to the wallet",
                "ShopeePay: Payment of RM 12.00 to Kedai Kek Lapis refunded to your ShopeePay wallet on 02-12-2026.",
                Draft.into("12.00", "Kedai Kek Lapis", on: "2026-12-02", account: "ShopeePay")),
            ParserFixture(
                "ShopeePay payment just after midnight, 12:00 AM",
                "ShopeePay: Payment of RM12.00 to Kedai ABC successful on 02-12-2026 12:00 AM",
                Draft.out("12.00", "Kedai ABC", on: "2026-12-02", at: "00:00", account: "ShopeePay")),
            ParserFixture(
                "ShopeePay refund",
                "ShopeePay: A refund of RM24.90 for your order from Uniqlo Official Store has been credited on 30/11/2026.",
                Draft.into("24.90", "Uniqlo Official Store", on: "2026-11-30", account: "ShopeePay")),
        ]
    }
}
