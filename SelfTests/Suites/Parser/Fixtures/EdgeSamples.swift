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
            ParserFixture(
                "a biller that 'received your payment' is Money Out: the payment was mine",
                "Indah Water: We have received your payment of RM24.00. Thank you.",
                Draft.out("24.00", nil, warnings: [.dateMissing, .merchantMissing])),
            ParserFixture(
                "MAE payment of one sen, the smallest amount there is",
                "MAE: You've paid RM0.01 to KEDAI UJI via DuitNow QR on 02 Dec 2026 08:02:11.",
                Draft.out("0.01", "KEDAI UJI", on: "2026-12-02", at: "08:02", account: "MAE")),
            ParserFixture(
                "MAE payment dated today with no year, at the very end of the text",
                "MAE: You've paid RM7.80 to NASI LEMAK ANTARABANGSA via DuitNow QR on 03 Dec",
                Draft.out("7.80", "NASI LEMAK ANTARABANGSA", on: "2026-12-03", account: "MAE", warnings: [.yearAssumed])
            ),
            ParserFixture(
                "MAE payment dated one day after today with no year is last year's",
                "MAE: You've paid RM7.80 to NASI LEMAK ANTARABANGSA via DuitNow QR on 04 Dec",
                Draft.out("7.80", "NASI LEMAK ANTARABANGSA", on: "2025-12-04", account: "MAE", warnings: [.yearAssumed])
            ),
            ParserFixture(
                "MAE transfer screen with CR line breaks",
                "MAE by Maybank2u\rDuitNow Transfer Received\rRM 35.00 from CHONG KAR WAI\r02 Dec 2026, 14:50",
                Draft.into("35.00", "CHONG KAR WAI", on: "2026-12-02", at: "14:50", account: "MAE")),
            ParserFixture(
                "MAE transfer screen with CR LF line breaks",
                "MAE by Maybank2u\r\nDuitNow Transfer Received\r\nRM 35.00 from CHONG KAR WAI\r\n02 Dec 2026, 14:50",
                Draft.into("35.00", "CHONG KAR WAI", on: "2026-12-02", at: "14:50", account: "MAE")),
            ParserFixture(
                "GrabPay payment to a shop named after a month, its time right after the name",
                "GrabPay: You paid RM12.00 to CAFE APRIL 13:05 on 02/12/2026",
                Draft.out("12.00", "CAFE APRIL", on: "2026-12-02", at: "13:05", account: "GrabPay")),
            ParserFixture(
                "CIMB card payment in MYR whose first digit OCR read as the letter l",
                "CIMB: A transaction of MYRl2.50 was made at KEDAI ALI on 02/12/2026.",
                Draft.out("12.50", "KEDAI ALI", on: "2026-12-02", account: "CIMB", warnings: [.amountCorrected])),
            ParserFixture(
                "Maybank payment whose amount OCR wrapped in brackets with its first digit read as the letter l",
                "Maybank: Payment of (RM l2.50) to KEDAI ALI on 02/12/2026 was successful.",
                Draft.out("12.50", "KEDAI ALI", on: "2026-12-02", account: "Maybank", warnings: [.amountCorrected])),
            ParserFixture(
                "a payment in Bahraini dinars: BHD is a currency unless it follows SDN",
                "Maybank: Payment of BHD 4.250 to GULF MART SDN BHD on 02/12/2026 was successful.",
                Draft.out("BHD 4.250", "GULF MART SDN BHD", on: "2026-12-02", account: "Maybank")),
            ParserFixture(
                "a payment in Bahraini dinars right after a sentence's full stop: only SDN. before BHD makes a company",
                "Maybank: Payment successful. BHD 4.250 paid to GULF MART on 02/12/2026.",
                Draft.out("BHD 4.250", "GULF MART", on: "2026-12-02", account: "Maybank")),
            ParserFixture(
                "a notification whose last character is a lone dash",
                "Maybank: Payment of RM12.50 to KEDAI ALI on 02/12/2026 was successful -",
                Draft.out("12.50", "KEDAI ALI", on: "2026-12-02", account: "Maybank")),
            ParserFixture(
                "a date glued by a comma to its time: only a hyphen and digits after a date make it part of a reference",
                "Maybank: Payment of RM12.50 to KEDAI ALI on 02/12/2026,14:50 was successful.",
                Draft.out("12.50", "KEDAI ALI", on: "2026-12-02", at: "14:50", account: "Maybank")),
            ParserFixture(
                "a full stop after a number ends the merchant's name (only one after an abbreviation stays in it)",
                "GrabPay: You paid RM12.00 to UNCLE SOON 2. Enjoy your meal! 02/12/2026",
                Draft.out("12.00", "UNCLE SOON 2", on: "2026-12-02", account: "GrabPay")),
            ParserFixture(
                "a time with seconds and then PM after a space is an afternoon time",
                "Maybank2u: You have paid RM12.50 to KEDAI ALI on 02 Dec 2026 01:45:12 PM.",
                Draft.out("12.50", "KEDAI ALI", on: "2026-12-02", at: "13:45", account: "Maybank")),
            ParserFixture(
                "Maybank payment of a whole amount whose 1 OCR read as the letter l, before a 9",
                "Maybank: Payment of RM l9 to KEDAI ALI on 02/12/2026 was successful.",
                Draft.out("19.00", "KEDAI ALI", on: "2026-12-02", account: "Maybank", warnings: [.amountCorrected])),
            ParserFixture(
                "Maybank payment of a whole amount glued to its RM, whose 1 OCR read as the letter l",
                "Maybank: Payment of RMl9 to KEDAI ALI on 02/12/2026 was successful.",
                Draft.out("19.00", "KEDAI ALI", on: "2026-12-02", account: "Maybank", warnings: [.amountCorrected])),
            ParserFixture(
                "a merchant whose name starts with THE, in capitals in a text written in both cases, is the merchant",
                "Maybank: Payment of RM12.50 to THE COFFEE BEAN (M) SDN BHD on 02/12/2026 was successful.",
                Draft.out("12.50", "THE COFFEE BEAN (M) SDN BHD", on: "2026-12-02", account: "Maybank")),
            ParserFixture(
                "a payment wrapped after to, THE COFFEE BEAN starting the next line: THE in capitals still begins the name",
                "Maybank2u: You have paid RM12.50 to\nTHE COFFEE BEAN on 02/12/2026.",
                Draft.out("12.50", "THE COFFEE BEAN", on: "2026-12-02", account: "Maybank")),
            ParserFixture(
                "a name that ends the text with a full stop is named without it",
                "GrabPay: You paid RM12.50 to KEDAI ALI.",
                Draft.out("12.50", "KEDAI ALI", account: "GrabPay", warnings: [.dateMissing])),
            ParserFixture(
                "a transfer to the user's own bank, whose name ends the text, names no merchant",
                "Transfer of RM50.00 to Maybank",
                Draft.out("50.00", nil, account: "Maybank", warnings: [.dateMissing, .merchantMissing])),
            ParserFixture(
                "a Secure2u approval of a transfer is a transfer: the RM1500.00 right after the cue is money, not a code",
                "Secure2u: RM1500.00 transfer to SITI AMINAH approved on 02/12/2026.",
                Draft.out("1500.00", "SITI AMINAH", on: "2026-12-02")),
            ParserFixture(
                "a payment whose amount ends the text with its currency written after it (12.50 MYR)",
                "Payment to KEDAI ALI: 12.50 MYR",
                Draft.out("12.50", "KEDAI ALI", warnings: [.dateMissing])),
            ParserFixture(
                "a merchant in title case whose name starts with The is the merchant",
                "GrabPay: You paid RM12.50 to The Coffee Bean on 02/12/2026",
                Draft.out("12.50", "The Coffee Bean", on: "2026-12-02", account: "GrabPay")),
            ParserFixture(
                "to The before a word in small letters names no merchant",
                "GrabPay: You paid RM12.50 to The merchant on 02/12/2026",
                Draft.out("12.50", nil, on: "2026-12-02", account: "GrabPay", warnings: [.merchantMissing])),
            ParserFixture(
                "in a text in capitals throughout, TO THE MERCHANT names no merchant",
                "MAYBANK: PAYMENT OF RM12.50 TO THE MERCHANT ON 02/12/2026 WAS SUCCESSFUL.",
                Draft.out("12.50", nil, on: "2026-12-02", account: "Maybank", warnings: [.merchantMissing])),
            ParserFixture(
                "a bracket opened after the merchant onto the amount (KEDAI ALI (total RM12.50)) is no part of the name",
                "Payment to KEDAI ALI (total RM12.50) was successful on 02/12/2026.",
                Draft.out("12.50", "KEDAI ALI", on: "2026-12-02")),
            ParserFixture(
                "the largest amount a text may hold, RM 999,999,999,999.99, is read whole",
                "Maybank: Payment of RM999,999,999,999.99 to KEDAI ALI on 02/12/2026 was successful.",
                Draft.out("999999999999.99", "KEDAI ALI", on: "2026-12-02", account: "Maybank")),
            ParserFixture(
                "a reference of three characters, the shortest one kept, is the draft's reference",
                "Maybank: Payment of RM12.50 to KEDAI ALI on 02/12/2026 was successful. Ref: 123",
                Draft.out("12.50", "KEDAI ALI", on: "2026-12-02", ref: "123", account: "Maybank")),
            ParserFixture(
                "a merchant's name is at most 14 words: a run-on line after to is cut there",
                "Maybank: You have paid RM12.50 to KEDAI RUNCIT MINI MARKET ALI BIN ABU BAKAR CAWANGAN MELATI SETAPAK WANGSA MAJU GOMBAK UTARA SELATAN on 02/12/2026.",
                Draft.out(
                    "12.50", "KEDAI RUNCIT MINI MARKET ALI BIN ABU BAKAR CAWANGAN MELATI SETAPAK WANGSA MAJU GOMBAK",
                    on: "2026-12-02", account: "Maybank")),
            ParserFixture(
                "a notification cut off right after THE in capitals, in a text in both cases: the amount, and no merchant",
                "Maybank: You have paid RM12.50 on 02/12/2026 to THE",
                Draft.out("12.50", nil, on: "2026-12-02", account: "Maybank", warnings: [.merchantMissing])),
            ParserFixture(
                "a notification cut off right after its last word, to: the amount, and no merchant",
                "Maybank: You have paid RM12.50 to",
                Draft.out("12.50", nil, account: "Maybank", warnings: [.dateMissing, .merchantMissing])),
            ParserFixture(
                "a company written SDN. BHD with its registration number is the merchant, not an amount in Bahraini dinars",
                "Maybank: Payment of RM12.50 to KEDAI ALI SDN. BHD 1110644-W on 02/12/2026 was successful.",
                Draft.out("12.50", "KEDAI ALI SDN. BHD 1110644-W", on: "2026-12-02", account: "Maybank")),
            ParserFixture(
                "a payment whose TAC warning names a short code seven words on is drafted: a code must follow within six",
                "Maybank: You've paid RM12.50 to KEDAI ALI on 02/12/2026. Never share your TAC with anyone; report fraud by SMS 66300",
                Draft.out("12.50", "KEDAI ALI", on: "2026-12-02", account: "Maybank")),
            ParserFixture(
                "a payment whose TAC warning is followed by a code six words on is a security message",
                "Maybank: You've paid RM12.50 to KEDAI ALI on 02/12/2026. Never share your TAC with anyone; report by SMS 66300",
                .rejected(.securityMessage)),
            ParserFixture(
                "Maybank2u in Malay paid today: the merchant ends where hari ini starts",
                "Maybank2u: Anda telah membayar RM12.50 kepada KEDAI ALI hari ini jam 10:15.",
                Draft.out("12.50", "KEDAI ALI", on: "2026-12-03", at: "10:15", account: "Maybank")),
            ParserFixture(
                "a receipt whose lines end in a carriage return alone reads line by line as with newlines",
                "KEDAI RUNCIT AH SENG\r02/12/2026\rSUSU PEKAT 3.50\rGULA 1KG 2.85\rTOTAL 6.35\rCASH 10.00\rCHANGE 3.65",
                Draft.out("6.35", "KEDAI RUNCIT AH SENG", on: "2026-12-02", warnings: [.currencyAssumed])),
            ParserFixture(
                "a text cut off right after its reference label (Ref:) has no reference",
                "Paid RM12.50 to KEDAI ALI on 02/12/2026. Ref:",
                Draft.out("12.50", "KEDAI ALI", on: "2026-12-02")),
            ParserFixture(
                "a dash joined to a word after an amount with no currency (12.50-XYZ) is no minus sign: the direction stays assumed",
                "KEDAI ALI 12.50-XYZ on 02/12/2026",
                Draft.out(
                    "12.50", nil, on: "2026-12-02", warnings: [.merchantMissing, .currencyAssumed, .directionAssumed])),
            ParserFixture(
                "a wallet card whose title line starts with a dash names the merchant without it",
                "- Starbucks KLCC\nRM 23.50 with Maybank Visa",
                Draft.out("23.50", "Starbucks KLCC", account: "Maybank", warnings: [.dateMissing])),
            ParserFixture(
                "a bracket after the merchant that repeats the amount, (total RM12.50), is not part of the name",
                "RM12.50 paid to KEDAI ALI (total RM12.50) on 02/12/2026",
                Draft.out("12.50", "KEDAI ALI", on: "2026-12-02")),
            ParserFixture(
                "a wallet card whose title starts with a bullet, •, names the merchant without it",
                "• Starbucks KLCC\nRM 23.50 with Maybank Visa",
                Draft.out("23.50", "Starbucks KLCC", account: "Maybank", warnings: [.dateMissing])),
            ParserFixture(
                "a wallet card whose title's bullet OCR read as a full stop names the merchant without it",
                ". Starbucks KLCC\nRM 23.50 with Maybank Visa",
                Draft.out("23.50", "Starbucks KLCC", account: "Maybank", warnings: [.dateMissing])),
            ParserFixture(
                "a screenshot's time before the sender of sent you is not part of the name",
                "10:15 SITI AMINAH sent you RM20.00",
                Draft.into("20.00", "SITI AMINAH", at: "10:15", warnings: [.dateMissing])),
            ParserFixture(
                "a time written with a.m. or p.m. before the sender of sent you is not part of the name, its points included",
                "10:15 p.m. SITI AMINAH sent you RM20.00",
                Draft.into("20.00", "SITI AMINAH", at: "22:15", warnings: [.dateMissing])),
            ParserFixture(
                "a time written with a.m. or p.m. without its last point before the sender of sent you is not part of the name",
                "10:15 a.m SITI AMINAH sent you RM20.00",
                Draft.into("20.00", "SITI AMINAH", at: "10:15", warnings: [.dateMissing])),
            ParserFixture(
                "a date after a title's colon, before the sender of sent you, is the date and not part of the name",
                "DuitNow: 02/12/2026 SITI AMINAH sent you RM20.00",
                Draft.into("20.00", "SITI AMINAH", on: "2026-12-02")),
            ParserFixture(
                "a date written with points at the start of the text, before the sender of sent you, is the date and not part of the name",
                "02.12.2026 SITI AMINAH sent you RM20.00",
                Draft.into("20.00", "SITI AMINAH", on: "2026-12-02")),
            ParserFixture(
                "a sender followed by a dash before sent you is named without it",
                "SITI - sent you RM20.00",
                Draft.into("20.00", "SITI", warnings: [.dateMissing])),
            ParserFixture(
                "a time before the text and another beside its date written as digits alone: the one beside the date",
                "09:30 Paid RM12.50 to KEDAI ALI on 20261202 13:45",
                Draft.out("12.50", "KEDAI ALI", on: "2026-12-02", at: "13:45")),
            ParserFixture(
                "a screenshot's clock above a notification dated Dec 2, 2026 at 1:45 PM: the time after the date",
                "09:41\nPaid RM12.50 to KEDAI ALI on Dec 2, 2026 at 1:45 PM",
                Draft.out("12.50", "KEDAI ALI", on: "2026-12-02", at: "13:45")),
            ParserFixture(
                "a reference of nineteen nines, more than any whole number the parser counts in, is kept as written",
                "Paid RM12.50 to KEDAI ALI ref 9999999999999999999",
                Draft.out("12.50", "KEDAI ALI", ref: "9999999999999999999", warnings: [.dateMissing])),
            ParserFixture(
                "an amount of sixteen groups of digits, past the largest amount, is no amount",
                "Paid RM 1,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000 to KEDAI ALI",
                .rejected(.noAmount)),
            ParserFixture(
                "paid yesterday, read on the 2nd of a month: the 1st",
                "TNG eWallet: RM4.00 paid to PASAR MALAM SS2 yesterday.",
                Draft.out("4.00", "PASAR MALAM SS2", on: "2024-03-01", account: "Touch 'n Go eWallet"),
                referenceDay: CalendarDay(year: 2024, month: 3, day: 2)!),
            ParserFixture(
                "paid yesterday, read on 1 February: 31 January",
                "TNG eWallet: RM4.00 paid to PASAR MALAM SS2 yesterday.",
                Draft.out("4.00", "PASAR MALAM SS2", on: "2024-01-31", account: "Touch 'n Go eWallet"),
                referenceDay: CalendarDay(year: 2024, month: 2, day: 1)!),
            ParserFixture(
                "paid yesterday, read on 1 March of a leap year: 29 February",
                "TNG eWallet: RM4.00 paid to PASAR MALAM SS2 yesterday.",
                Draft.out("4.00", "PASAR MALAM SS2", on: "2024-02-29", account: "Touch 'n Go eWallet"),
                referenceDay: CalendarDay(year: 2024, month: 3, day: 1)!),
            ParserFixture(
                "Maybank2u in Malay paid yesterday: the merchant ends where semalam starts",
                "Maybank2u: Anda telah membayar RM12.50 kepada KEDAI ALI semalam.",
                Draft.out("12.50", "KEDAI ALI", on: "2026-12-02", account: "Maybank")),
            ParserFixture(
                "a labelled amount with an OCR speck between its colon and its digits",
                "Transaction Details\nAmount: * 15.90\nMerchant: KEDAI ALI\nDate: 02/12/2026",
                Draft.out("15.90", "KEDAI ALI", on: "2026-12-02", warnings: [.currencyAssumed])),
            ParserFixture(
                "a detail screen whose amount label names the currency in brackets: the currency is written, no warning",
                "Transaction Details\nAmount (RM): 15.90\nMerchant: KEDAI ALI\nDate: 02/12/2026",
                Draft.out("15.90", "KEDAI ALI", on: "2026-12-02")),
            ParserFixture(
                "a labelled amount read right, with a time OCR repaired (1O:30) a word after it: the repair is the time's, not the amount's",
                "Transaction Details\nAmount (RM): 15.90 at 1O:30\nMerchant: KEDAI ALI\nDate: 02/12/2026",
                Draft.out("15.90", "KEDAI ALI", on: "2026-12-02", at: "10:30")),
            ParserFixture(
                "a payee's name wrapped onto the next line, the sentence going on after it, is the whole name",
                "TNG eWallet: Payment of RM8.90 to KEDAI\nRUNCIT AH SENG successful on 02/12/2026.",
                Draft.out("8.90", "KEDAI RUNCIT AH SENG", on: "2026-12-02", account: "Touch 'n Go eWallet")),
            ParserFixture(
                "a sender's name wrapped before its company words, the date after them, is the whole name",
                "CIMB: RM250.00 received from SYARIKAT\nMAJU JAYA SDN BHD on 01/12/2026.",
                Draft.into("250.00", "SYARIKAT MAJU JAYA SDN BHD", on: "2026-12-01", account: "CIMB")),
            ParserFixture(
                "a line under a payment that opens with a bank, a reference or a label is no part of the payee's name",
                """
                Paid RM10.00 to KEDAI ALI
                MAYBANK2U ON 02/12/2026
                REF 12345
                """,
                Draft.out("10.00", "KEDAI ALI", on: "2026-12-02", ref: "12345", account: "Maybank")),
            ParserFixture(
                "a detail screen whose amount label names another currency: the amount is in that currency",
                "Transaction Details\nAmount (USD): 12.99\nMerchant: AMAZON\nDate: 02/12/2026",
                Draft.out("USD 12.99", "AMAZON", on: "2026-12-02")),
            ParserFixture(
                "a detail screen whose amount label names one currency and the amount another before the number: the amount's own counts",
                "Transaction Details\nAmount (RM): USD 12.99\nMerchant: STEAM GAMES\nDate: 02/12/2026",
                Draft.out("USD 12.99", "STEAM GAMES", on: "2026-12-02")),
            ParserFixture(
                "a detail screen whose amount label names one currency and the amount another after the number: the amount's own counts",
                "Transaction Details\nAmount (RM): 12.99 USD\nMerchant: STEAM GAMES\nDate: 02/12/2026",
                Draft.out("USD 12.99", "STEAM GAMES", on: "2026-12-02")),
            ParserFixture(
                "a detail screen whose last line is its amount label with a dash for a value shows no amount",
                "Transaction Details\nMerchant: KEDAI ALI\nDate: 02/12/2026\nAmount: -",
                .rejected(.noAmount)),
            ParserFixture(
                "a detail screen with the amount under a label that names the currency",
                "Transaction Details\nAmount MYR\n15.90\nMerchant: KEDAI ALI\nDate: 02/12/2026",
                Draft.out("15.90", "KEDAI ALI", on: "2026-12-02")),
            ParserFixture(
                "a detail screen whose amount under a label that names the currency lost its point to OCR (15 90) reads 15.90",
                "Transaction Details\nAmount MYR\n15 90\nMerchant: KEDAI ALI\nDate: 02/12/2026",
                Draft.out("15.90", "KEDAI ALI", on: "2026-12-02", warnings: [.amountCorrected])),
            ParserFixture(
                "a merchant written in Hangul, letters of three bytes that are not ideographs, is one name",
                "GrabPay: You paid RM12.50 to 김밥천국 on 02/12/2026",
                Draft.out("12.50", "김밥천국", on: "2026-12-02", account: "GrabPay")),
            ParserFixture(
                "a notification that ends with a merchant written in Chinese keeps the name's last ideograph",
                "GrabPay: You paid RM12.50 to 老王面",
                Draft.out("12.50", "老王面", account: "GrabPay", warnings: [.dateMissing])),
            ParserFixture(
                "a shop's name printed between stars loses the stars on both sides",
                "*** KEDAI ALI ***\n02/12/2026\nTOTAL 12.50\nCASH 20.00",
                Draft.out("12.50", "KEDAI ALI", on: "2026-12-02", warnings: [.currencyAssumed, .totalUnconfirmed])),
            ParserFixture(
                "a shop's name that ends in (M) keeps its closing bracket",
                "KEDAI ALI (M)\n02/12/2026\nTOTAL 12.50\nCASH 20.00",
                Draft.out("12.50", "KEDAI ALI (M)", on: "2026-12-02", warnings: [.currencyAssumed, .totalUnconfirmed])),
            ParserFixture(
                "an item in the large size (TEH TARIK BESAR) is no total: BESAR marks a total only after JUMLAH",
                "KEDAI ALI\n02/12/2026\nNASI LEMAK 9.00\nTEH TARIK BESAR 3.50\nTOTAL 12.50",
                Draft.out("12.50", "KEDAI ALI", on: "2026-12-02", warnings: [.currencyAssumed])),
            ParserFixture(
                "a bar after a notification's merchant ends the name: what follows it is another field",
                "Payment of RM12.50 to KEDAI ALI | KL",
                Draft.out("12.50", "KEDAI ALI", warnings: [.dateMissing])),
            ParserFixture(
                "a shop whose name starts with GRAND (GRAND HOTEL CAFE), a word of totals only beside TOTAL, keeps it",
                "GRAND HOTEL CAFE\n02/12/2026\nNASI 12.50\nTOTAL 12.50\nCASH 20.00",
                Draft.out("12.50", "GRAND HOTEL CAFE", on: "2026-12-02", warnings: [.currencyAssumed])),
            ParserFixture(
                "a Malay notification cut off after hari, before the ini of hari ini, has no date",
                "Bayaran RM12.50 kepada KEDAI ALI. Tarikh: hari",
                Draft.out("12.50", "KEDAI ALI", warnings: [.dateMissing])),
            ParserFixture(
                "a shop whose name holds a number right before its one-word legal ending (88 ENTERPRISE) keeps the number",
                "KEDAI RUNCIT 88 ENTERPRISE\n02/12/2026\nNASI LEMAK 4.50\nTOTAL 4.50\nCASH 5.00\nCHANGE 0.50",
                Draft.out("4.50", "KEDAI RUNCIT 88 ENTERPRISE", on: "2026-12-02", warnings: [.currencyAssumed])),
            ParserFixture(
                "a receipt that prints its SUB TOTAL before the discount again below the TOTAL: the total is what was paid",
                "KEDAI ALI\n02/12/2026\nNASI LEMAK 45.00\nDISCOUNT -5.00\nTOTAL 40.00\nSUB TOTAL 45.00",
                Draft.out("40.00", "KEDAI ALI", on: "2026-12-02", warnings: [.currencyAssumed])),
            ParserFixture(
                "a screenshot whose status-bar clock comes first: the time is the one written right before the date",
                "9:41\nMAE\nYou've paid RM12.50 to KEDAI ALI\n13:45 02/12/2026",
                Draft.out("12.50", "KEDAI ALI", on: "2026-12-02", at: "13:45", account: "MAE")),
            ParserFixture(
                "a receipt that starts with its column headings (QTY ITEM AMOUNT) names no merchant from them",
                "QTY ITEM AMOUNT\nNASI LEMAK 4.50\nTOTAL 4.50\nCASH 5.00\nCHANGE 0.50\n02/12/2026",
                Draft.out("4.50", nil, on: "2026-12-02", warnings: [.merchantMissing, .currencyAssumed])),
            ParserFixture(
                "a merchant followed by a slash before the date keeps no slash at its end",
                "GrabPay: You paid RM12.50 to KEDAI ALI / 02/12/2026",
                Draft.out("12.50", "KEDAI ALI", on: "2026-12-02", account: "GrabPay")),
            ParserFixture(
                "a merchant whose accented letters end in the byte 0x80 (À is C3 80 in UTF-8) keeps every letter",
                "GrabPay: You paid RM12.00 to CAFÉ DÀ NẴNG on 02/12/2026",
                Draft.out("12.00", "CAFÉ DÀ NẴNG", on: "2026-12-02", account: "GrabPay")),
            ParserFixture(
                "a card notification cut off after card ending: no card digits to read, the rest drafted",
                "Maybank: RM12.50 was charged at KEDAI ALI on 02/12/2026 to your card ending",
                Draft.out("12.50", "KEDAI ALI", on: "2026-12-02", account: "Maybank")),
            ParserFixture(
                "a wallet named in the same clause right before the sender of sent you is the account, the rest the sender",
                "TNG eWallet SITI AMINAH sent you RM20.00 on 02/12/2026",
                Draft.into("20.00", "SITI AMINAH", on: "2026-12-02", account: "Touch 'n Go eWallet")),
            ParserFixture(
                "a bank named right before sent you is the account, not the sender: with no one before it the text names no sender",
                "Maybank sent you RM20.00 on 02/12/2026",
                Draft.into("20.00", nil, on: "2026-12-02", account: "Maybank", warnings: [.merchantMissing])),
            ParserFixture(
                "a sender named inside brackets after the amount ends without the bracket it did not open",
                "You received RM20.00 (from SITI AMINAH) on 02/12/2026",
                Draft.into("20.00", "SITI AMINAH", on: "2026-12-02")),
            ParserFixture(
                "the sender of sent you starts on its own line, not in the title line above it",
                "DuitNow transfer\nSITI AMINAH sent you RM20.00 on 02/12/2026",
                Draft.into("20.00", "SITI AMINAH", on: "2026-12-02")),
            ParserFixture(
                "the sender of sent you starts after the comma that ends the greeting before it",
                "Good news, SITI AMINAH sent you RM20.00 on 02/12/2026.",
                Draft.into("20.00", "SITI AMINAH", on: "2026-12-02")),
            ParserFixture(
                "the sender of sent you starts after the colon that ends a label before it",
                "Alert: SITI AMINAH sent you RM20.00 on 02/12/2026",
                Draft.into("20.00", "SITI AMINAH", on: "2026-12-02")),
            ParserFixture(
                "money credited to your account names no sender: the words before it are the amount, not a person",
                "RM50.00 has been credited to your account on 02/12/2026",
                Draft.into("50.00", nil, on: "2026-12-02", warnings: [.merchantMissing])),
            ParserFixture(
                "a merchant named before the amount ends where the amount starts, its currency written after it",
                "Paid to KEDAI ALI 12.50 MYR on 02/12/2026",
                Draft.out("12.50", "KEDAI ALI", on: "2026-12-02")),
            ParserFixture(
                "a bracket opened after the merchant onto an amount with its currency after it is no part of the name",
                "Paid to KEDAI ALI (total 12.50 MYR) on 02/12/2026",
                Draft.out("12.50", "KEDAI ALI", on: "2026-12-02")),
            ParserFixture(
                "a merchant named before the amount ends where the amount starts, with no currency written",
                "Paid to KEDAI ABU 8.00 on 03/12/2026",
                Draft.out("8.00", "KEDAI ABU", on: "2026-12-03", warnings: [.currencyAssumed])),
            ParserFixture(
                "a document number that starts like a date and runs on (02/12/2026/0001), first in the text, is no date",
                "02/12/2026/0001 Paid RM12.50 to KEDAI ALI",
                Draft.out("12.50", "KEDAI ALI", warnings: [.dateMissing])),
            ParserFixture(
                "a merchant whose name starts with a word that ends names elsewhere (ON THE GO CAFE) keeps it",
                "Paid RM12.50 to ON THE GO CAFE on 02/12/2026",
                Draft.out("12.50", "ON THE GO CAFE", on: "2026-12-02")),
            ParserFixture(
                "29 Feb with no year, read in a year after a leap year, is the leap day of the year before",
                "Paid RM12.50 to KEDAI ALI on 29 Feb",
                Draft.out("12.50", "KEDAI ALI", on: "2024-02-29", warnings: [.yearAssumed]),
                referenceDay: CalendarDay(year: 2025, month: 3, day: 10)!),
            ParserFixture(
                "a currency written after the amount (12.50 USD) is written, not assumed: no warning",
                "Paid 12.50 USD to KEDAI ALI on 02/12/2026",
                Draft.out("USD 12.50", "KEDAI ALI", on: "2026-12-02")),
            ParserFixture(
                "a time cut at the left edge of the screen (:12:30, the minutes and seconds of 10:12:30) is no time",
                ":12:30 Paid RM10.00 to KEDAI ALI on 02/12/2026",
                Draft.out("10.00", "KEDAI ALI", on: "2026-12-02")),
            ParserFixture(
                "a date written as eight digits in brackets with the time after it",
                "Maybank: Payment of RM12.50 to KEDAI ALI on (20261202 10:15) was successful.",
                Draft.out("12.50", "KEDAI ALI", on: "2026-12-02", at: "10:15", account: "Maybank")),
            ParserFixture(
                "document numbers written like dates with a three-digit day or month (015/11/2026, 15/011/2026) are no dates",
                "Maybank: Invoice 015/11/2026 ref 15/011/2026 paid RM12.50 to KEDAI ALI on 02/12/2026",
                Draft.out("12.50", "KEDAI ALI", on: "2026-12-02", ref: "15/011/2026", account: "Maybank")),
            ParserFixture(
                "a receipt whose total line is only the label and the two halves of an amount that lost its point",
                "KEDAI ALI\n02/12/2026\nNASI LEMAK 4.50\nTEH TARIK 2.30\nTOTAL 7 80",
                Draft.out(
                    "7.80", "KEDAI ALI", on: "2026-12-02",
                    warnings: [.currencyAssumed, .amountCorrected, .totalUnconfirmed])),
            ParserFixture(
                "a merchant whose name ends the text with a month's name (MAY): no day after it, so no date",
                "GrabPay: You paid RM12.00 to RESTORAN MAY",
                Draft.out("12.00", "RESTORAN MAY", account: "GrabPay", warnings: [.dateMissing])),
            ParserFixture(
                "a wallet notification under a line with a weekday and a time: that line is no title, the shop's line is",
                "Wallet\nTuesday 13:45\nStarbucks KLCC\nRM 23.50 with Maybank Visa ••••4321",
                Draft.out(
                    "23.50", "Starbucks KLCC", at: "13:45", account: "Maybank", card: "4321", warnings: [.dateMissing])),
            ParserFixture(
                "a wallet notification whose shop's name holds a number that is no date or time: that line is the title",
                "Wallet\n7-Eleven Subang\nRM 7.20 with Maybank Visa ••••4321",
                Draft.out("7.20", "7-Eleven Subang", account: "Maybank", card: "4321", warnings: [.dateMissing])),
            ParserFixture(
                "DuitNow transfer received with a 19-digit reference, longer than any whole number the parser adds up",
                "DuitNow: You have received RM10.00 from ALI BIN ABU on 02/12/2026. Ref 9999999999999999999",
                Draft.into("10.00", "ALI BIN ABU", on: "2026-12-02", ref: "9999999999999999999")),
            ParserFixture(
                "statement rows whose debit minus ends the text",
                """
                Statement
                01/12/2026 DUITNOW QR KEDAI ALI 8.00-
                02/12/2026 DUITNOW QR MAMAK CORNER 12.50-
                """,
                .drafts([
                    Draft.out("8.00", "KEDAI ALI", on: "2026-12-01", warnings: [.currencyAssumed]),
                    Draft.out("12.50", "MAMAK CORNER", on: "2026-12-02", warnings: [.currencyAssumed]),
                ])),
            ParserFixture(
                "Maybank2u payment whose amount is written RM: 25.90",
                "Maybank2u: Payment of RM: 25.90 to KEDAI ALI on 02/12/2026 is successful.",
                Draft.out("25.90", "KEDAI ALI", on: "2026-12-02", account: "Maybank")),
            ParserFixture(
                "Maybank2u payment whose amount is written RM=25.90",
                "Maybank2u: Payment of RM=25.90 to KEDAI ALI on 02/12/2026 is successful.",
                Draft.out("25.90", "KEDAI ALI", on: "2026-12-02", account: "Maybank")),
            ParserFixture(
                "an order number glued to letters at the very start of the text is no amount",
                "ABC12.50 was paid on 02/12/2026.", .rejected(.noAmount)),
            ParserFixture(
                "Boost payment whose only preposition is a from not after order names no merchant",
                "Boost: Payment of RM12.00 from ALI PAY LATER on 02/12/2026 successful.",
                Draft.out("12.00", nil, on: "2026-12-02", account: "Boost", warnings: [.merchantMissing])),
            ParserFixture(
                "receipt whose bill number 012:34 is its only thing like a time: still no time of day",
                "RESTORAN SERI MELAKA\nBILL 012:34\n02/11/2026\nNASI GORENG 8.50\nTOTAL 8.50\nCASH 10.00\nCHANGE 1.50",
                Draft.out("8.50", "RESTORAN SERI MELAKA", on: "2026-11-02", warnings: [.currencyAssumed])),
            ParserFixture(
                "receipt whose bill number 012:34 before the time is no time of day",
                """
                RESTORAN SERI MELAKA
                BILL 012:34
                02/11/2026 19:45
                NASI GORENG 8.50
                TOTAL 8.50
                CASH 10.00
                CHANGE 1.50
                """,
                Draft.out("8.50", "RESTORAN SERI MELAKA", on: "2026-11-02", at: "19:45", warnings: [.currencyAssumed])),
            ParserFixture(
                "a text that starts with the currency BHD: Bahraini dinars, three decimals",
                "BHD 12.500 paid at Gulf Mart on 02/12/2026",
                Draft.out("BHD 12.500", "Gulf Mart", on: "2026-12-02")),
            ParserFixture(
                "a cut-off screenshot that starts with SDN BHD before the amount: a company's ending, not Bahraini dinars",
                "SDN BHD 12.00 on 02/12/2026",
                Draft.out(
                    "12.00", nil, on: "2026-12-02", warnings: [.merchantMissing, .currencyAssumed, .directionAssumed])),
            ParserFixture(
                "a day written before a January month name: January is a month like the others",
                "You paid RM12.50 to KEDAI ALI on 15 Jan 2026",
                Draft.out("12.50", "KEDAI ALI", on: "2026-01-15")),
            ParserFixture(
                "a merchant followed straight by its amount: the amount is no part of the name",
                "Payment to KEDAI ALI RM 12.50 on 02/12/2026 successful",
                Draft.out("12.50", "KEDAI ALI", on: "2026-12-02")),
            ParserFixture(
                "a detail screen with each label above its value and no merchant: the label Amount is no merchant",
                "Transaction Details\nAmount\nRM 15.90\nDate\n02/12/2026",
                Draft.out("15.90", nil, on: "2026-12-02", warnings: [.merchantMissing])),
            ParserFixture(
                "a detail screen with a note under its Remarks label: the note is no merchant",
                "Transaction Details\nRemarks\nNasi lemak lunch\nAmount\nRM 15.90\nDate\n02/12/2026",
                Draft.out("15.90", nil, on: "2026-12-02", warnings: [.merchantMissing])),
            ParserFixture(
                "a January date written month first, with a comma before the year",
                "Paid RM12.50 to KEDAI ALI on Jan 15, 2026",
                Draft.out("12.50", "KEDAI ALI", on: "2026-01-15")),
            ParserFixture(
                "a merchant written with two spaces inside keeps one",
                "You paid RM12.50 to KEDAI  ALI on 02/12/2026",
                Draft.out("12.50", "KEDAI ALI", on: "2026-12-02")),
            ParserFixture(
                "a receipt's AMOUNT TENDERED is what was handed over, not the total",
                "KEDAI ALI\n02/12/2026\nNASI LEMAK 12.00\nTOTAL 12.00\nAMOUNT TENDERED 50.00\nCHANGE 38.00",
                Draft.out("12.00", "KEDAI ALI", on: "2026-12-02", warnings: [.currencyAssumed])),
            ParserFixture(
                "a receipt's column of labels with one value fewer below it is paired from the top first: the total keeps its own value, the cash none",
                "KEDAI ALI\n02/12/2026\nSUBTOTAL\nTOTAL\nCASH\n10.00\n12.00",
                Draft.out("12.00", "KEDAI ALI", on: "2026-12-02", warnings: [.currencyAssumed, .totalUnconfirmed])),
            ParserFixture(
                "a cut-off screenshot whose column of labels is longer than its column of values: the value goes to the first label",
                "Payment successful\nRM12.50\nMerchant\nReference\nKEDAI ALI",
                Draft.out("12.50", "KEDAI ALI", warnings: [.dateMissing])),
        ]
    }
}
