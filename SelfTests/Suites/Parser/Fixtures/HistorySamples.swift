import SpenDropCore

/// Transaction-history screenshots: several rows, one draft each, in screen order.
enum HistorySamples {
    static var all: [ParserFixture] {
        [
            ParserFixture(
                "TNG eWallet history grouped under Today and Yesterday",
                """
                Transaction History
                Today
                MAMAK CORNER SDN BHD
                -RM12.50
                1:45 PM
                Reload via Maybank2u
                +RM50.00
                9:10 AM
                Yesterday
                SHELL MALAYSIA
                -RM80.00
                7:02 PM
                """,
                .drafts([
                    Draft.out("12.50", "MAMAK CORNER SDN BHD", on: "2026-12-03", at: "13:45"),
                    Draft.into("50.00", "Maybank2u", on: "2026-12-03", at: "09:10", warnings: [.possibleTransfer]),
                    Draft.out("80.00", "SHELL MALAYSIA", on: "2026-12-02", at: "19:02"),
                ])),
            ParserFixture(
                "two bank notifications pasted one per line: each names its own payee after to, and its bank",
                """
                Maybank: You paid RM10.00 to KEDAI ALI on 02/12/2026.
                Maybank: You paid RM20.00 to KEDAI ABU on 01/12/2026.
                """,
                .drafts([
                    Draft.out("10.00", "KEDAI ALI", on: "2026-12-02", account: "Maybank"),
                    Draft.out("20.00", "KEDAI ABU", on: "2026-12-01", account: "Maybank"),
                ])),
            ParserFixture(
                "notifications pasted one per line, one paid and one received: the payee after to, the sender after from",
                """
                You paid RM10.00 to KEDAI ALI on 02/12/2026.
                You received RM20.00 from SITI AMINAH on 02/12/2026.
                """,
                .drafts([
                    Draft.out("10.00", "KEDAI ALI", on: "2026-12-02"),
                    Draft.into("20.00", "SITI AMINAH", on: "2026-12-02"),
                ])),
            ParserFixture(
                "two DuitNow notifications of more than eight words each, pasted one per line: both are read",
                """
                DuitNow: You have received RM10.00 from ALI BIN ABU on 02/12/2026. Ref 7781
                DuitNow: You have received RM15.00 from SITI AMINAH on 02/12/2026. Ref 7782
                """,
                .drafts([
                    Draft.into("10.00", "ALI BIN ABU", on: "2026-12-02", ref: "7781"),
                    Draft.into("15.00", "SITI AMINAH", on: "2026-12-02", ref: "7782"),
                ])),
            ParserFixture(
                "a reload and a payment, each a long sentence of its own line, are two drafts",
                """
                You have reloaded RM50.00 into your Touch n Go eWallet from your Maybank account on 02/12/2026.
                You paid RM12.50 to MAMAK CORNER SDN BHD using your Touch n Go eWallet on 02/12/2026.
                """,
                .drafts([
                    Draft.into(
                        "50.00", nil, on: "2026-12-02", account: "Touch 'n Go eWallet",
                        warnings: [.merchantMissing, .possibleTransfer]),
                    Draft.out("12.50", "MAMAK CORNER SDN BHD", on: "2026-12-02", account: "Touch 'n Go eWallet"),
                ])),
            ParserFixture(
                "a long payment sentence above a short line of what a promo code saved is one notification, one draft",
                """
                GrabPay: You paid RM18.00 to KEDAI ALI using your GrabPay wallet on 02/12/2026.
                You saved RM3.00 with your promo code.
                """,
                Draft.out("18.00", "KEDAI ALI", on: "2026-12-02", account: "GrabPay")),
            ParserFixture(
                "one notification whose second sentence says the money was credited is one draft, with the bank it names",
                """
                You received RM50.00 from ALI BIN ABU on 02/12/2026.
                RM50.00 has been credited to your Maybank account.
                """,
                Draft.into("50.00", "ALI BIN ABU", on: "2026-12-02", account: "Maybank")),
            ParserFixture(
                "one notification wrapped onto a line of its own (from TAN MEI LING) whose last sentence says the money was added to the balance is one draft, the sender's",
                """
                You have received RM25.00
                from TAN MEI LING
                RM25.00 added to your balance
                """,
                Draft.into("25.00", "TAN MEI LING", warnings: [.dateMissing])),
            ParserFixture(
                "two payment notifications, each wrapped before its payee, pasted together: each payee is its own",
                """
                You paid RM10.00
                to KEDAI ALI on 02/12/2026
                You paid RM5.00
                to MAMAK CORNER on 02/12/2026
                """,
                .drafts([
                    Draft.out("10.00", "KEDAI ALI", on: "2026-12-02"),
                    Draft.out("5.00", "MAMAK CORNER", on: "2026-12-02"),
                ])),
            ParserFixture(
                "a notification wrapped after from, its sender opening the next line in capitals, and its second sentence, is one draft, the sender's",
                """
                You received RM50.00 from
                ALI BIN ABU on 02/12/2026.
                RM50.00 has been credited to your account.
                """,
                Draft.into("50.00", "ALI BIN ABU", on: "2026-12-02")),
            ParserFixture(
                "a short payment sentence above a short line of what a promo code saved is one notification, one draft",
                """
                You paid RM18.00 to KEDAI ALI on 02/12/2026.
                You saved RM3.00 with your promo code.
                """,
                Draft.out("18.00", "KEDAI ALI", on: "2026-12-02")),
            ParserFixture(
                "a payment wrapped before its payee, above a short line of what a promo code saved, is one notification, one draft",
                """
                GrabPay: You paid RM18.00
                to KEDAI ALI using your GrabPay wallet on 02/12/2026.
                You saved RM3.00 with your promo code.
                """,
                Draft.out("18.00", "KEDAI ALI", on: "2026-12-02", account: "GrabPay")),
            ParserFixture(
                "two payments pasted together, each payee's name wrapped onto the next line with the date after it: two drafts, whole names",
                """
                You paid RM12.50 to MAMAK CORNER
                SDN BHD on 02/12/2026
                You paid RM3.00 to KEDAI
                ALI on 02/12/2026
                """,
                .drafts([
                    Draft.out("12.50", "MAMAK CORNER SDN BHD", on: "2026-12-02"),
                    Draft.out("3.00", "KEDAI ALI", on: "2026-12-02"),
                ])),
            ParserFixture(
                "a history row of one sen, the smallest amount there is, is a row of its own",
                """
                Transaction History
                Today
                KEDAI ALI
                -RM0.01
                1:45 PM
                KEDAI ABU
                -RM8.00
                9:10 AM
                """,
                .drafts([
                    Draft.out("0.01", "KEDAI ALI", on: "2026-12-03", at: "13:45"),
                    Draft.out("8.00", "KEDAI ABU", on: "2026-12-03", at: "09:10"),
                ])),
            ParserFixture(
                "history in Malay that opens with its Hari ini heading, rows under Hari ini and Semalam",
                """
                Hari ini
                KEDAI ALI 13:45
                -RM12.50
                Semalam
                KEDAI ABU 09:10
                -RM8.00
                """,
                .drafts([
                    Draft.out("12.50", "KEDAI ALI", on: "2026-12-03", at: "13:45"),
                    Draft.out("8.00", "KEDAI ABU", on: "2026-12-02", at: "09:10"),
                ])),
            ParserFixture(
                "history screenshot cropped to its rows: the first line is already a row's title",
                """
                MAMAK CORNER SDN BHD
                -RM12.50
                02 Dec 2026 13:45
                SHELL MALAYSIA
                -RM80.00
                01 Dec 2026 19:02
                """,
                .drafts([
                    Draft.out("12.50", "MAMAK CORNER SDN BHD", on: "2026-12-02", at: "13:45"),
                    Draft.out("80.00", "SHELL MALAYSIA", on: "2026-12-01", at: "19:02"),
                ])),
            ParserFixture(
                "history screen whose last line is a divider of dashes",
                """
                Transaction History
                Today
                KEDAI ALI
                -RM12.50
                1:45 PM
                KEDAI ABU
                -RM8.00
                9:10 AM
                ---
                """,
                .drafts([
                    Draft.out("12.50", "KEDAI ALI", on: "2026-12-03", at: "13:45"),
                    Draft.out("8.00", "KEDAI ABU", on: "2026-12-03", at: "09:10"),
                ])),
            ParserFixture(
                "TNG eWallet history with a date under each row",
                """
                Touch 'n Go eWallet
                eWallet Balance RM 120.45
                Transactions
                DuitNow QR
                KEDAI RUNCIT AH SENG
                -RM8.90
                02 Dec 2026 09:12
                Payment
                FAMILYMART SUNWAY GEO
                -RM15.90
                02 Dec 2026 12:41
                Received from TAN MEI LING
                +RM25.00
                01 Dec 2026 21:05
                """,
                .drafts([
                    Draft.out(
                        "8.90", "KEDAI RUNCIT AH SENG", on: "2026-12-02", at: "09:12", account: "Touch 'n Go eWallet"),
                    Draft.out(
                        "15.90", "FAMILYMART SUNWAY GEO", on: "2026-12-02", at: "12:41", account: "Touch 'n Go eWallet"),
                    Draft.into("25.00", "TAN MEI LING", on: "2026-12-01", at: "21:05", account: "Touch 'n Go eWallet"),
                ])),
            ParserFixture(
                "Boost history with a date and no time under each row: each date is its row's, not the next rows' heading",
                """
                Boost
                Transactions
                KFC SS15 SUBANG
                -RM8.50
                02 Dec 2026
                NUR AIN BINTI HASSAN
                +RM20.00
                01 Dec 2026
                """,
                .drafts([
                    Draft.out("8.50", "KFC SS15 SUBANG", on: "2026-12-02", account: "Boost"),
                    Draft.into("20.00", "NUR AIN BINTI HASSAN", on: "2026-12-01", account: "Boost"),
                ])),
            ParserFixture(
                "Boost history under a one-line heading, the wallet's name alone: every row is Boost's",
                """
                Boost
                KFC SS15 SUBANG
                -RM8.50
                02 Dec 2026 12:03
                NUR AIN BINTI HASSAN
                +RM20.00
                01 Dec 2026 19:40
                """,
                .drafts([
                    Draft.out("8.50", "KFC SS15 SUBANG", on: "2026-12-02", at: "12:03", account: "Boost"),
                    Draft.into("20.00", "NUR AIN BINTI HASSAN", on: "2026-12-01", at: "19:40", account: "Boost"),
                ])),
            ParserFixture(
                "history whose rows give the time beside the amount, the last line too",
                """
                Transaction History
                Today
                KEDAI ALI
                -RM12.50 1:45 PM
                KEDAI ABU
                -RM8.00 9:10 AM
                """,
                .drafts([
                    Draft.out("12.50", "KEDAI ALI", on: "2026-12-03", at: "13:45"),
                    Draft.out("8.00", "KEDAI ABU", on: "2026-12-03", at: "09:10"),
                ])),
            ParserFixture(
                "GrabPay history with amounts beside the names",
                """
                GrabPay Wallet
                History
                Nasi Kandar Pelita         -RM18.40
                2 Dec, 8:14 PM
                Top up                     +RM100.00
                1 Dec, 10:02 AM
                Tealive Sunway Pyramid     -RM9.50
                30 Nov, 3:32 PM
                """,
                .drafts([
                    Draft.out(
                        "18.40", "Nasi Kandar Pelita", on: "2026-12-02", at: "20:14", account: "GrabPay",
                        warnings: [.yearAssumed]),
                    Draft.into(
                        "100.00", nil, on: "2026-12-01", at: "10:02", account: "GrabPay",
                        warnings: [.yearAssumed, .merchantMissing, .possibleTransfer]),
                    Draft.out(
                        "9.50", "Tealive Sunway Pyramid", on: "2026-11-30", at: "15:32", account: "GrabPay",
                        warnings: [.yearAssumed]),
                ])),
            ParserFixture(
                "Boost history that skips a failed row",
                """
                Boost
                Transaction History
                KFC SS15 SUBANG
                -RM8.50
                02/12/2026 12:03
                Kedai Kopi Hainan
                Failed
                -RM4.20
                01/12/2026 08:15
                NUR AIN BINTI HASSAN
                +RM20.00
                01/12/2026 19:40
                """,
                .drafts([
                    Draft.out("8.50", "KFC SS15 SUBANG", on: "2026-12-02", at: "12:03", account: "Boost"),
                    Draft.into("20.00", "NUR AIN BINTI HASSAN", on: "2026-12-01", at: "19:40", account: "Boost"),
                ])),
            ParserFixture(
                "ShopeePay history with a refund row",
                """
                ShopeePay
                Mr. D.I.Y. (Sunway Velocity)   -RM35.60
                02-12-2026 16:22
                Refund - Uniqlo Official Store  +RM24.90
                30-11-2026 11:05
                """,
                .drafts([
                    Draft.out(
                        "35.60", "Mr. D.I.Y. (Sunway Velocity)", on: "2026-12-02", at: "16:22", account: "ShopeePay"),
                    Draft.into("24.90", "Uniqlo Official Store", on: "2026-11-30", at: "11:05", account: "ShopeePay"),
                ])),
            ParserFixture(
                "bank app history with signed amounts, no currency and a DuitNow QR prefix",
                """
                Maybank2u
                Savings Account
                02 Dec 2026
                DUITNOW QR MAMAK CORNER
                -12.50
                SALARY SYARIKAT MAJU JAYA
                +3,200.00
                01 Dec 2026
                JOMPAY TNB
                -230.45
                """,
                .drafts([
                    Draft.out(
                        "12.50", "MAMAK CORNER", on: "2026-12-02", account: "Maybank", warnings: [.currencyAssumed]),
                    Draft.into(
                        "3200.00", "SALARY SYARIKAT MAJU JAYA", on: "2026-12-02", account: "Maybank",
                        warnings: [.currencyAssumed]),
                    Draft.out(
                        "230.45", "JOMPAY TNB", on: "2026-12-01", account: "Maybank", warnings: [.currencyAssumed]),
                ])),
            ParserFixture(
                "TNG eWallet history under a date heading with times below the rows",
                """
                TNG eWallet
                Transaction History
                02 Dec 2026
                Reload
                +RM50.00
                08:30
                Payment
                MAMAK CORNER
                -RM12.50
                13:45
                """,
                .drafts([
                    Draft.into(
                        "50.00", nil, on: "2026-12-02", at: "08:30", account: "Touch 'n Go eWallet",
                        warnings: [.merchantMissing, .possibleTransfer]),
                    Draft.out("12.50", "MAMAK CORNER", on: "2026-12-02", at: "13:45", account: "Touch 'n Go eWallet"),
                ])),
            ParserFixture(
                "bank statement table with the date and the amount on each row",
                """
                Maybank2u
                Account: 5123xxxxxx8890
                Date       Description                Amount
                02/12/2026 DUITNOW QR MAMAK CORNER    -12.50
                02/12/2026 IBG CREDIT ACME SDN BHD    +2,000.00
                """,
                .drafts([
                    Draft.out(
                        "12.50", "MAMAK CORNER", on: "2026-12-02", account: "Maybank", card: "8890",
                        warnings: [.currencyAssumed]),
                    Draft.into(
                        "2000.00", "IBG CREDIT ACME SDN BHD", on: "2026-12-02", account: "Maybank", card: "8890",
                        warnings: [.currencyAssumed]),
                ])),
            ParserFixture(
                "MAE history under a month heading",
                """
                MAE
                December 2026
                NASI LEMAK ANTARABANGSA
                - RM 7.80
                02 Dec 2026, 8:02 AM
                CHONG KAR WAI
                + RM 35.00
                02 Dec 2026, 2:50 PM
                """,
                .drafts([
                    Draft.out("7.80", "NASI LEMAK ANTARABANGSA", on: "2026-12-02", at: "08:02", account: "MAE"),
                    Draft.into("35.00", "CHONG KAR WAI", on: "2026-12-02", at: "14:50", account: "MAE"),
                ])),
            ParserFixture(
                "a history with a reference line under each row: each row keeps its own, and no reference is a title",
                """
                Transaction History
                02 Dec 2026
                MAMAK CORNER SDN BHD
                -RM12.50
                Reference No. 1234567890
                SHELL MALAYSIA
                -RM80.00
                Reference No. 1234567891
                """,
                .drafts([
                    Draft.out("12.50", "MAMAK CORNER SDN BHD", on: "2026-12-02", ref: "1234567890"),
                    Draft.out("80.00", "SHELL MALAYSIA", on: "2026-12-02", ref: "1234567891"),
                ])),
            ParserFixture(
                "a history with a rule of dashes between each row's title and its reference: the rule is no line of the row",
                """
                Transactions
                KEDAI RUNCIT AH SENG
                ----
                Ref No: 77001234
                -RM8.90
                02 Dec 2026 09:12
                FAMILYMART SUNWAY GEO
                ----
                Ref No: 77001299
                -RM15.90
                02 Dec 2026 12:41
                """,
                .drafts([
                    Draft.out("8.90", "KEDAI RUNCIT AH SENG", on: "2026-12-02", at: "09:12", ref: "77001234"),
                    Draft.out("15.90", "FAMILYMART SUNWAY GEO", on: "2026-12-02", at: "12:41", ref: "77001299"),
                ])),
            ParserFixture(
                "a history with a rule of stars between each row's amount and its reference: each row keeps its own",
                """
                Transaction History
                02 Dec 2026
                MAMAK CORNER SDN BHD
                -RM12.50
                ***
                Reference No. 1234567890
                SHELL MALAYSIA
                -RM80.00
                ***
                Reference No. 1234567891
                """,
                .drafts([
                    Draft.out("12.50", "MAMAK CORNER SDN BHD", on: "2026-12-02", ref: "1234567890"),
                    Draft.out("80.00", "SHELL MALAYSIA", on: "2026-12-02", ref: "1234567891"),
                ])),
            ParserFixture(
                "a history with each row's reference between its title and its amount",
                """
                Transactions
                KEDAI RUNCIT AH SENG
                Ref No: 77001234
                -RM8.90
                02 Dec 2026 09:12
                FAMILYMART SUNWAY GEO
                Ref No: 77001299
                -RM15.90
                02 Dec 2026 12:41
                """,
                .drafts([
                    Draft.out("8.90", "KEDAI RUNCIT AH SENG", on: "2026-12-02", at: "09:12", ref: "77001234"),
                    Draft.out("15.90", "FAMILYMART SUNWAY GEO", on: "2026-12-02", at: "12:41", ref: "77001299"),
                ])),
            ParserFixture(
                "a history with a one-sen interest row: the smallest amount is a row too",
                """
                Transactions
                KEDAI RUNCIT AH SENG
                -RM8.90
                02 Dec 2026 09:12
                Interest
                +RM0.01
                01 Dec 2026 00:05
                """,
                .drafts([
                    Draft.out("8.90", "KEDAI RUNCIT AH SENG", on: "2026-12-02", at: "09:12"),
                    Draft.into("0.01", "Interest", on: "2026-12-01", at: "00:05"),
                ])),
            ParserFixture(
                "a statement row whose name runs to eight words before -RM: the currency word is no part of the name's length",
                """
                Maybank2u
                Savings 1234
                02/12/2026 DUITNOW QR NASI KANDAR PELITA MAJU JAYA CAWANGAN -RM12.50
                02/12/2026 IBG CREDIT ACME SDN BHD +RM2,000.00
                """,
                .drafts([
                    Draft.out("12.50", "NASI KANDAR PELITA MAJU JAYA CAWANGAN", on: "2026-12-02", account: "Maybank"),
                    Draft.into("2000.00", "IBG CREDIT ACME SDN BHD", on: "2026-12-02", account: "Maybank"),
                ])),
            ParserFixture(
                "statement rows that start with a date and a time",
                """
                Maybank2u
                Savings 1234
                02/12/2026 13:45 DUITNOW QR MAMAK CORNER -RM12.50
                01/12/2026 09:10 IBG CREDIT ACME SDN BHD +RM2,000.00
                """,
                .drafts([
                    Draft.out("12.50", "MAMAK CORNER", on: "2026-12-02", at: "13:45", account: "Maybank"),
                    Draft.into("2000.00", "IBG CREDIT ACME SDN BHD", on: "2026-12-01", at: "09:10", account: "Maybank"),
                ])),
        ]
    }
}
