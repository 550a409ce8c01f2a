import SpenDropCore

/// Texts at the edges of what the reading rules decide: the smallest amount, a date with no year
/// on the reading day itself or one day after it, a date that ends the text, line breaks
/// written as CR alone or as CR LF, a month's name right before a time, three digits before a
/// colon, a look-alike letter after `MYR`, a reference too long to add up, a debit minus that ends
/// the text, `RM:` or `RM=` before an amount, digits glued to the first word, a `from` that
/// names no merchant, where the sender of `sent you` starts, and numbers that only look like dates.
enum EdgeSamples {
    static var all: [ParserFixture] {
        [
            ParserFixture("MAE payment of one sen, the smallest amount there is",
                          "MAE: You've paid RM0.01 to KEDAI UJI via DuitNow QR on 02 Dec 2026 08:02:11.",
                          Draft.out("0.01", "KEDAI UJI", on: "2026-12-02", at: "08:02", account: "MAE")),
            ParserFixture("MAE payment dated today with no year, at the very end of the text",
                          "MAE: You've paid RM7.80 to NASI LEMAK ANTARABANGSA via DuitNow QR on 03 Dec",
                          Draft.out("7.80", "NASI LEMAK ANTARABANGSA", on: "2026-12-03", account: "MAE", warnings: [.yearAssumed])),
            ParserFixture("MAE payment dated one day after today with no year is last year's",
                          "MAE: You've paid RM7.80 to NASI LEMAK ANTARABANGSA via DuitNow QR on 04 Dec",
                          Draft.out("7.80", "NASI LEMAK ANTARABANGSA", on: "2025-12-04", account: "MAE", warnings: [.yearAssumed])),
            ParserFixture("MAE transfer screen with CR line breaks",
                          "MAE by Maybank2u\rDuitNow Transfer Received\rRM 35.00 from CHONG KAR WAI\r02 Dec 2026, 14:50",
                          Draft.into("35.00", "CHONG KAR WAI", on: "2026-12-02", at: "14:50", account: "MAE")),
            ParserFixture("MAE transfer screen with CR LF line breaks",
                          "MAE by Maybank2u\r\nDuitNow Transfer Received\r\nRM 35.00 from CHONG KAR WAI\r\n02 Dec 2026, 14:50",
                          Draft.into("35.00", "CHONG KAR WAI", on: "2026-12-02", at: "14:50", account: "MAE")),
            ParserFixture("GrabPay payment to a shop named after a month, its time right after the name",
                          "GrabPay: You paid RM12.00 to CAFE APRIL 13:05 on 02/12/2026",
                          Draft.out("12.00", "CAFE APRIL", on: "2026-12-02", at: "13:05", account: "GrabPay")),
            ParserFixture("CIMB card payment in MYR whose first digit OCR read as the letter l",
                          "CIMB: A transaction of MYRl2.50 was made at KEDAI ALI on 02/12/2026.",
                          Draft.out("12.50", "KEDAI ALI", on: "2026-12-02", account: "CIMB", warnings: [.amountCorrected])),
            ParserFixture("Maybank payment whose amount OCR wrapped in brackets with its first digit read as the letter l",
                          "Maybank: Payment of (RM l2.50) to KEDAI ALI on 02/12/2026 was successful.",
                          Draft.out("12.50", "KEDAI ALI", on: "2026-12-02", account: "Maybank", warnings: [.amountCorrected])),
            ParserFixture("a payment in Bahraini dinars: BHD is a currency unless it follows SDN",
                          "Maybank: Payment of BHD 4.250 to GULF MART SDN BHD on 02/12/2026 was successful.",
                          Draft.out("BHD 4.250", "GULF MART SDN BHD", on: "2026-12-02", account: "Maybank")),
            ParserFixture("a company written SDN. BHD with its registration number is the merchant, not an amount in Bahraini dinars",
                          "Maybank: Payment of RM12.50 to KEDAI ALI SDN. BHD 1110644-W on 02/12/2026 was successful.",
                          Draft.out("12.50", "KEDAI ALI SDN. BHD 1110644-W", on: "2026-12-02", account: "Maybank")),
            ParserFixture("a payment whose TAC warning names a short code seven words on is drafted: a code must follow within six",
                          "Maybank: You've paid RM12.50 to KEDAI ALI on 02/12/2026. Never share your TAC with anyone; report fraud by SMS 66300",
                          Draft.out("12.50", "KEDAI ALI", on: "2026-12-02", account: "Maybank")),
            ParserFixture("a payment whose TAC warning is followed by a code six words on is a security message",
                          "Maybank: You've paid RM12.50 to KEDAI ALI on 02/12/2026. Never share your TAC with anyone; report by SMS 66300",
                          .rejected(.securityMessage)),
            ParserFixture("Maybank2u in Malay paid today: the merchant ends where hari ini starts",
                          "Maybank2u: Anda telah membayar RM12.50 kepada KEDAI ALI hari ini jam 10:15.",
                          Draft.out("12.50", "KEDAI ALI", on: "2026-12-03", at: "10:15", account: "Maybank")),
            ParserFixture("Maybank2u in Malay paid yesterday: the merchant ends where semalam starts",
                          "Maybank2u: Anda telah membayar RM12.50 kepada KEDAI ALI semalam.",
                          Draft.out("12.50", "KEDAI ALI", on: "2026-12-02", account: "Maybank")),
            ParserFixture("a labelled amount with an OCR speck between its colon and its digits",
                          "Transaction Details\nAmount: * 15.90\nMerchant: KEDAI ALI\nDate: 02/12/2026",
                          Draft.out("15.90", "KEDAI ALI", on: "2026-12-02", warnings: [.currencyAssumed])),
            ParserFixture("a detail screen whose amount label names the currency in brackets: the currency is written, no warning",
                          "Transaction Details\nAmount (RM): 15.90\nMerchant: KEDAI ALI\nDate: 02/12/2026",
                          Draft.out("15.90", "KEDAI ALI", on: "2026-12-02")),
            ParserFixture("a detail screen whose amount label names another currency: the amount is in that currency",
                          "Transaction Details\nAmount (USD): 12.99\nMerchant: AMAZON\nDate: 02/12/2026",
                          Draft.out("USD 12.99", "AMAZON", on: "2026-12-02")),
            ParserFixture("a detail screen with the amount under a label that names the currency",
                          "Transaction Details\nAmount MYR\n15.90\nMerchant: KEDAI ALI\nDate: 02/12/2026",
                          Draft.out("15.90", "KEDAI ALI", on: "2026-12-02")),
            ParserFixture("a merchant whose accented letters end in the byte 0x80 (À is C3 80 in UTF-8) keeps every letter",
                          "GrabPay: You paid RM12.00 to CAFÉ DÀ NẴNG on 02/12/2026",
                          Draft.out("12.00", "CAFÉ DÀ NẴNG", on: "2026-12-02", account: "GrabPay")),
            ParserFixture("a card notification cut off after card ending: no card digits to read, the rest drafted",
                          "Maybank: RM12.50 was charged at KEDAI ALI on 02/12/2026 to your card ending",
                          Draft.out("12.50", "KEDAI ALI", on: "2026-12-02", account: "Maybank")),
            ParserFixture("a wallet named in the same clause right before the sender of sent you is the account, the rest the sender",
                          "TNG eWallet SITI AMINAH sent you RM20.00 on 02/12/2026",
                          Draft.into("20.00", "SITI AMINAH", on: "2026-12-02", account: "Touch 'n Go eWallet")),
            ParserFixture("the sender of sent you starts on its own line, not in the title line above it",
                          "DuitNow transfer\nSITI AMINAH sent you RM20.00 on 02/12/2026",
                          Draft.into("20.00", "SITI AMINAH", on: "2026-12-02")),
            ParserFixture("the sender of sent you starts after the comma that ends the greeting before it",
                          "Good news, SITI AMINAH sent you RM20.00 on 02/12/2026.",
                          Draft.into("20.00", "SITI AMINAH", on: "2026-12-02")),
            ParserFixture("money credited to your account names no sender: the words before it are the amount, not a person",
                          "RM50.00 has been credited to your account on 02/12/2026",
                          Draft.into("50.00", nil, on: "2026-12-02", warnings: [.merchantMissing])),
            ParserFixture("a date written as eight digits in brackets with the time after it",
                          "Maybank: Payment of RM12.50 to KEDAI ALI on (20261202 10:15) was successful.",
                          Draft.out("12.50", "KEDAI ALI", on: "2026-12-02", at: "10:15", account: "Maybank")),
            ParserFixture("document numbers written like dates with a three-digit day or month (015/11/2026, 15/011/2026) are no dates",
                          "Maybank: Invoice 015/11/2026 ref 15/011/2026 paid RM12.50 to KEDAI ALI on 02/12/2026",
                          Draft.out("12.50", "KEDAI ALI", on: "2026-12-02", ref: "15/011/2026", account: "Maybank")),
            ParserFixture("a receipt whose total line is only the label and the two halves of an amount that lost its point",
                          "KEDAI ALI\n02/12/2026\nNASI LEMAK 4.50\nTEH TARIK 2.30\nTOTAL 7 80",
                          Draft.out("7.80", "KEDAI ALI", on: "2026-12-02", warnings: [.currencyAssumed, .amountCorrected])),
            ParserFixture("a merchant whose name ends the text with a month's name (MAY): no day after it, so no date",
                          "GrabPay: You paid RM12.00 to RESTORAN MAY",
                          Draft.out("12.00", "RESTORAN MAY", account: "GrabPay", warnings: [.dateMissing])),
            ParserFixture("a wallet notification under a line with a weekday and a time: that line is no title, the shop's line is",
                          "Wallet\nTuesday 13:45\nStarbucks KLCC\nRM 23.50 with Maybank Visa ••••4321",
                          Draft.out("23.50", "Starbucks KLCC", at: "13:45", account: "Maybank", card: "4321", warnings: [.dateMissing])),
            ParserFixture("a wallet notification whose shop's name holds a number that is no date or time: that line is the title",
                          "Wallet\n7-Eleven Subang\nRM 7.20 with Maybank Visa ••••4321",
                          Draft.out("7.20", "7-Eleven Subang", account: "Maybank", card: "4321", warnings: [.dateMissing])),
            ParserFixture("DuitNow transfer received with a 19-digit reference, longer than any whole number the parser adds up",
                          "DuitNow: You have received RM10.00 from ALI BIN ABU on 02/12/2026. Ref 9999999999999999999",
                          Draft.into("10.00", "ALI BIN ABU", on: "2026-12-02", ref: "9999999999999999999")),
            ParserFixture("statement rows whose debit minus ends the text", """
                Statement
                01/12/2026 DUITNOW QR KEDAI ALI 8.00-
                02/12/2026 DUITNOW QR MAMAK CORNER 12.50-
                """, .drafts([Draft.out("8.00", "KEDAI ALI", on: "2026-12-01", warnings: [.currencyAssumed]),
                              Draft.out("12.50", "MAMAK CORNER", on: "2026-12-02", warnings: [.currencyAssumed])])),
            ParserFixture("Maybank2u payment whose amount is written RM: 25.90",
                          "Maybank2u: Payment of RM: 25.90 to KEDAI ALI on 02/12/2026 is successful.",
                          Draft.out("25.90", "KEDAI ALI", on: "2026-12-02", account: "Maybank")),
            ParserFixture("Maybank2u payment whose amount is written RM=25.90",
                          "Maybank2u: Payment of RM=25.90 to KEDAI ALI on 02/12/2026 is successful.",
                          Draft.out("25.90", "KEDAI ALI", on: "2026-12-02", account: "Maybank")),
            ParserFixture("an order number glued to letters at the very start of the text is no amount",
                          "ABC12.50 was paid on 02/12/2026.", .rejected(.noAmount)),
            ParserFixture("Boost payment whose only preposition is a from not after order names no merchant",
                          "Boost: Payment of RM12.00 from ALI PAY LATER on 02/12/2026 successful.",
                          Draft.out("12.00", nil, on: "2026-12-02", account: "Boost", warnings: [.merchantMissing])),
            ParserFixture("receipt whose bill number 012:34 before the time is no time of day", """
                RESTORAN SERI MELAKA
                BILL 012:34
                02/11/2026 19:45
                NASI GORENG 8.50
                TOTAL 8.50
                CASH 10.00
                CHANGE 1.50
                """,
                Draft.out("8.50", "RESTORAN SERI MELAKA", on: "2026-11-02", at: "19:45", warnings: [.currencyAssumed])),
        ]
    }
}
