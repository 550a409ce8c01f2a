import SpenDropCore

/// OCR'd screenshots and receipts with the slips OCR makes: letters for digits, spaces inside
/// numbers, a comma for the decimal point or a lost point, a misread label letter, labels and
/// values on separate lines or in columns, wrapped lines, mixed case and stray punctuation.
enum OCRNoiseSamples {
    static var all: [ParserFixture] {
        [
            ParserFixture(
                "OCR: dotted leaders after a label and before its value on the next line",
                "Transaction Details\nMerchant.\n...KEDAI ALI\nAmount\nRM 15.90\nDate\n02/12/2026",
                Draft.out("15.90", "KEDAI ALI", on: "2026-12-02")),
            ParserFixture(
                "OCR: l and O read for 1 and 0 in the amount, date and time",
                "Touch 'n Go eWallet: You've paid RM l2.5O to MAMAK CORNER on O2/12/2O26 l3:45",
                Draft.out(
                    "12.50", "MAMAK CORNER", on: "2026-12-02", at: "13:45", account: "Touch 'n Go eWallet",
                    warnings: [.amountCorrected])),
            ParserFixture(
                "OCR: S read for 5 in a receipt total",
                """
                KEDAI RUNCIT AH SENG
                02/12/2026
                SUSU PEKAT         3.50
                GULA 1KG           2.85
                SUBTOTAL           6.35
                TOTAL             2S.9O
                CASH              30.00
                CHANGE             4.10
                """,
                Draft.out(
                    "25.90", "KEDAI RUNCIT AH SENG", on: "2026-12-02", warnings: [.currencyAssumed, .amountCorrected])),
            ParserFixture(
                "OCR: a time whose first colon was read as a point (18.10:59) gives no time, not 10:59",
                """
                RESTORAN SRI MELAKA
                NO 5, JALAN PERMAS 10/5
                81750 JOHOR BAHRU
                INVOICE NO: 10423
                DATE :
                02/12/2026 - 18.10:59
                NASI GORENG        8.00
                TEH O AIS          3.00
                TOTAL             11.00
                CASH              20.00
                CHANGE             9.00
                """,
                Draft.out("11.00", "RESTORAN SRI MELAKA", on: "2026-12-02", ref: "10423", warnings: [.currencyAssumed])),
            ParserFixture(
                "OCR: a space inside the thousands of an amount",
                "CIMB: A transaction of RM 1 234.50 was made on your card ending 4321 at HARVEY NORMAN on 01/12/2026 15:02.",
                Draft.out("1234.50", "HARVEY NORMAN", on: "2026-12-01", at: "15:02", account: "CIMB", card: "4321")),
            ParserFixture(
                "OCR: a space before the decimal point",
                "GrabPay: You paid RM12 .50 to Sushi King Mid Valley on 02 Dec 2026.",
                Draft.out("12.50", "Sushi King Mid Valley", on: "2026-12-02", account: "GrabPay")),
            ParserFixture(
                "OCR: a comma read for the decimal point",
                "Boost: You've paid RM8,90 to Kedai Kopi Hainan on 02/12/2026 08:20.",
                Draft.out(
                    "8.90", "Kedai Kopi Hainan", on: "2026-12-02", at: "08:20", account: "Boost",
                    warnings: [.amountCorrected])),
            ParserFixture(
                "OCR: S read for 5 right after RM",
                "ShopeePay: Payment of RMS0.00 to GIANT KELANA JAYA was successful. 01/12/2026 10:40",
                Draft.out(
                    "50.00", "GIANT KELANA JAYA", on: "2026-12-01", at: "10:40", account: "ShopeePay",
                    warnings: [.amountCorrected])),
            ParserFixture(
                "OCR: upper-case labels with values on the next lines",
                "AMOUNT\nRM 45.00\nMERCHANT\nsushi king mid valley\nDATE\n02/12/2026 19:30\nSTATUS\nSuccessful",
                Draft.out("45.00", "sushi king mid valley", on: "2026-12-02", at: "19:30")),
            ParserFixture(
                "OCR: a column of labels followed by a column of values",
                "Merchant\nAmount\nDate & Time\nReference No.\nTEALIVE SS15\nRM 7.90\n02/12/2026 16:44\n2612021644778",
                Draft.out("7.90", "TEALIVE SS15", on: "2026-12-02", at: "16:44", ref: "2612021644778")),
            ParserFixture(
                "OCR: a receipt read column by column, labels first, values after",
                """
                RESTORAN SRI MELAKA
                02/12/2026 12:31
                SUBTOTAL
                SST 6%
                TOTAL
                CASH
                CHANGE
                23.30
                1.40
                24.70
                50.00
                25.30
                """,
                Draft.out("24.70", "RESTORAN SRI MELAKA", on: "2026-12-02", at: "12:31", warnings: [.currencyAssumed])),
            ParserFixture(
                "OCR: a notification wrapped across lines",
                "Touch 'n Go eWallet\nYou've paid RM9.60 to\nFAMILYMART SUNWAY GEO\non 02/12/2026 10:12. Ref:\n8877665544",
                Draft.out(
                    "9.60", "FAMILYMART SUNWAY GEO", on: "2026-12-02", at: "10:12", ref: "8877665544",
                    account: "Touch 'n Go eWallet")),
            ParserFixture(
                "OCR: all lower case with stray spaces before punctuation",
                "maybank2u : you have received rm150.00 from aisyah binti ahmad via duitnow on 01 dec 2026 .",
                Draft.into("150.00", "aisyah binti ahmad", on: "2026-12-01", account: "Maybank")),
            ParserFixture(
                "OCR: stray stars, dots and colons around receipt totals",
                """
                *** FAMILYMART ***
                SUNWAY GEO AVENUE
                02/12/2026 22:05
                ONIGIRI TUNA ......... 5.90
                ODEN SET ............. 8.50
                *** TOTAL *** ....... RM 14.40 .
                CASH: ............... RM 20.00
                CHANGE: ............. RM 5.60
                """,
                Draft.out("14.40", "FAMILYMART", on: "2026-12-02", at: "22:05")),
            ParserFixture(
                "OCR: I read for 1 in a ROUNDED TOTAL, with lines in mixed case",
                """
                Restoran Nasi Kandar Pelita
                Date 01/12/2026 Time 21:48
                Nasi Kandar Ayam     14.90
                Teh Tarik             3.20
                Subtotal             18.10
                Rounded Total        I8.IO
                Cash                 20.00
                Change                1.90
                """,
                Draft.out(
                    "18.10", "Restoran Nasi Kandar Pelita", on: "2026-12-01", at: "21:48",
                    warnings: [.currencyAssumed, .amountCorrected])),
            ParserFixture(
                "OCR: the value of Total on the line after its label, below blank lines",
                """
                SUSHI KING MID VALLEY
                02/12/2026 13:05
                SALMON SUSHI        9.80
                GREEN TEA           3.00
                SST 6%              0.77
                Total

                13.57
                Visa **** 1188
                """,
                Draft.out(
                    "13.57", "SUSHI KING MID VALLEY", on: "2026-12-02", at: "13:05", card: "1188",
                    warnings: [.currencyAssumed])),
            ParserFixture(
                "OCR: a reference number with a letter O left as written",
                "Boost: Payment of RM3.50 to KEDAI AIR TEBU successful on 02/12/2026 17:10. Transaction ID: 2O26l2O2l71O",
                Draft.out(
                    "3.50", "KEDAI AIR TEBU", on: "2026-12-02", at: "17:10", ref: "2O26l2O2l71O", account: "Boost")),
            ParserFixture(
                "OCR: a phone screenshot's status-bar clock is not the payment's time",
                "10:07\nBoost now\nPayment successful\nYou have paid RM8.40 to\nKEDAI KOPI CAHAYA\non 01/12/2026 18:22.\nRef: 2612011822004",
                Draft.out(
                    "8.40", "KEDAI KOPI CAHAYA", on: "2026-12-01", at: "18:22", ref: "2612011822004", account: "Boost")),
        ] + slipsAtLineEnd
    }

    /// A photographed receipt's amounts at the end of their lines, where OCR put a space after the
    /// point, read a comma for it or lost it; a total label with one letter misread; and two
    /// numbers after a point, which are no lost point.
    static var slipsAtLineEnd: [ParserFixture] {
        [
            ParserFixture(
                "OCR: a space after the point of a total at the end of its line",
                """
                KEDAI ROTI MENTARI SDN BHD
                14/07/2018 10:05
                ROTI KAYA 3.20
                TOTAL : 43. 60
                CASH : 50.00
                """,
                Draft.out(
                    "43.60", "KEDAI ROTI MENTARI SDN BHD", on: "2018-07-14", at: "10:05",
                    warnings: [.currencyAssumed, .totalUnconfirmed])),
            ParserFixture(
                "OCR: a comma for the point of a bare total at the end of its line",
                """
                PERABOT JAYA TRADING
                03/02/2018 16:40
                KERUSI LIPAT 2 X 35.00
                TOTAL ROUNDED 70,05
                MASTERCARD 70.05
                """,
                Draft.out(
                    "70.05", "PERABOT JAYA TRADING", on: "2018-02-03", at: "16:40",
                    warnings: [.currencyAssumed, .amountCorrected])),
            ParserFixture(
                "OCR: the point of a grand total lost, with a stray mark before it",
                """
                RESTORAN DAUN PISANG SDN BHD
                22/09/2018 13:12
                NASI BERLAUK 2 X 11.40
                GRAND TOTAL --- ~"22 80
                CASH RECEIVED 50.00
                CHANGE 27.20
                """,
                Draft.out(
                    "22.80", "RESTORAN DAUN PISANG SDN BHD", on: "2018-09-22", at: "13:12",
                    warnings: [.currencyAssumed, .amountCorrected])),
            ParserFixture(
                "OCR: the point of a six-figure grand total lost on a goldsmith's bill",
                """
                KEDAI EMAS MAJU SDN BHD
                22/09/2018 13:12
                GELANG EMAS 916 100000.00
                UPAH 23456.80
                GRAND TOTAL 123456 80
                TERIMA KASIH
                """,
                Draft.out(
                    "123456.80", "KEDAI EMAS MAJU SDN BHD", on: "2018-09-22", at: "13:12",
                    warnings: [.currencyAssumed, .amountCorrected])),
            ParserFixture(
                "OCR: the point lost after RM, and TOTAL read as TATAL",
                """
                BENGKEL MOTOR SETIA ENTERPRISE
                05/11/2018 17:30
                MINYAK HITAM 1L 27.00
                TATAL SALES INCL GST RM 31 14
                CASH RM 40.00
                """,
                Draft.out(
                    "31.14", "BENGKEL MOTOR SETIA ENTERPRISE", on: "2018-11-05", at: "17:30",
                    warnings: [.amountCorrected, .totalUnconfirmed])),
            ParserFixture(
                "OCR: two numbers at the end of an item line are not a lost point",
                """
                KEDAI RUNCIT SRI BAYU
                11/06/2018 08:15
                TELUR GRED A 2 30
                TOTAL 9.60
                CASH 10.00
                CHANGE 0.40
                """,
                Draft.out("9.60", "KEDAI RUNCIT SRI BAYU", on: "2018-06-11", at: "08:15", warnings: [.currencyAssumed])),
            ParserFixture(
                "OCR: a total printed from a point on, with a space before its last two digits, is no lost point",
                """
                KEDAI RUNCIT BUKIT MAS
                11/06/2018 08:15
                TELUR GRED A 9.60
                GULA PASIR 2.80
                TOTAL .31 14
                CASH 50.00
                CHANGE 37.60
                """,
                .rejected(.noReceiptTotal)),
        ]
    }
}
