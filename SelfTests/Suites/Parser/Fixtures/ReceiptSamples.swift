import SpenDropCore

/// Printed receipts as OCR reads them: supermarkets, restaurants, cafés, pharmacies and petrol
/// stations. The amount is always the amount due, never cash, change, a subtotal or a tax line.
enum ReceiptSamples {
    static var all: [ParserFixture] {
        supermarkets + restaurants + petrol + taxAndRounding + smallPrint + dateForms
    }

    /// The same small receipt with its date in each form Malaysian receipts print (one glued to
    /// its weekday by a hyphen, one in brackets of which OCR lost one), and a year OCR misread (`9018`) or an invoice number that starts
    /// like a date, neither of which is a date at all.
    static var dateForms: [ParserFixture] {
        let forms = [
            "25/12/2018", "25-12-18", "25.12.2018", "2018-12-25", "25 DEC 2018", "DEC 25, 2018", "20181225",
            "(25/12/2018)",
            "12/25/2018", "25-DEC-2018", "(20181225)", "20181225)", "(20181225", "(25-12-2018)", "25/12/2018-TUE",
        ]
        func receipt(_ date: String) -> String {
            "KEDAI RUNCIT MAJU SDN BHD\nDATE: \(date)\nITEM A 5.00\nTOTAL RM 12.00\nCASH RM 20.00\nCHANGE RM 8.00"
        }
        return forms.map { form in
            ParserFixture(
                "receipt dated \(form)", receipt(form),
                Draft.out("12.00", "KEDAI RUNCIT MAJU SDN BHD", on: "2018-12-25"))
        } + [
            ParserFixture(
                "receipt whose year OCR misread as 9018 has no date", receipt("25/12/9018"),
                Draft.out("12.00", "KEDAI RUNCIT MAJU SDN BHD", warnings: [.dateMissing])),
            ParserFixture(
                "receipt whose batch number is a longer run of a date's pattern (25.12.18.0042) has no date",
                "KEDAI RUNCIT MAJU SDN BHD\nBATCH 25.12.18.0042\nITEM A 5.00\nTOTAL RM 12.00\nCASH RM 20.00\nCHANGE RM 8.00",
                Draft.out("12.00", "KEDAI RUNCIT MAJU SDN BHD", warnings: [.dateMissing])),
            ParserFixture(
                "receipt whose invoice number starts like a date and runs on after a hyphen has no date",
                "KEDAI RUNCIT MAJU SDN BHD\nINV NO: 18/06/2018-1016956\nITEM A 5.00\nTOTAL RM 12.00\nCASH RM 20.00\nCHANGE RM 8.00",
                Draft.out("12.00", "KEDAI RUNCIT MAJU SDN BHD", ref: "18/06/2018-1016956", warnings: [.dateMissing])),
            ParserFixture(
                "receipt whose invoice number is letters glued to a date's pattern (TBL12-05-25) has no date",
                "KEDAI RUNCIT MAJU SDN BHD\nINV NO: TBL12-05-25\nITEM A 5.00\nTOTAL RM 12.00\nCASH RM 20.00\nCHANGE RM 8.00",
                Draft.out("12.00", "KEDAI RUNCIT MAJU SDN BHD", ref: "TBL12-05-25", warnings: [.dateMissing])),
            ParserFixture(
                "a receipt photo cut off above its first line, an invoice number glued to a date's pattern (INV12-05-25), has no date",
                "INV12-05-25\nKEDAI RUNCIT MAJU SDN BHD\nTOTAL RM 12.00\nCASH RM 20.00\nCHANGE RM 8.00",
                Draft.out("12.00", "KEDAI RUNCIT MAJU SDN BHD", warnings: [.dateMissing])),
        ]
            + ["2018-012-05", "2018-12-005"].map { number in
                // A year first takes two digits after it each time; with three, it is a document number.
                ParserFixture(
                    "receipt whose document number \(number) is a year, month and day but for a third digit takes its date from the DATE line",
                    "KEDAI RUNCIT MAJU SDN BHD\nDOC \(number)\nDATE: 25/12/2018\nITEM A 5.00\nTOTAL RM 12.00\nCASH RM 20.00\nCHANGE RM 8.00",
                    Draft.out("12.00", "KEDAI RUNCIT MAJU SDN BHD", on: "2018-12-25"))
            }
    }

    /// Receipts whose small print holds words that would refuse a notification.
    static var smallPrint: [ParserFixture] {
        [
            ParserFixture(
                "a total labelled after the item count on its line (ITEMS: 3 TOTAL AMOUNT) is the total, not the cash handed over",
                "KEDAI ALI\nNASI LEMAK 5.00\nTEH 2.50\nITEMS: 3 TOTAL AMOUNT 12.50\nCASH RM 20.00",
                Draft.out("12.50", "KEDAI ALI", warnings: [.dateMissing, .totalUnconfirmed])),
            ParserFixture(
                "a legal ending on the line below the name, (M) SDN BHD, keeps its opening bracket",
                "KEDAI ALI TRADING\n(M) SDN BHD\nTOTAL RM 12.50\nVISA RM 12.50",
                Draft.out("12.50", "KEDAI ALI TRADING (M) SDN BHD", warnings: [.dateMissing])),
            ParserFixture(
                "a mall's line above the shop's name, with its floor in brackets before the postcode, is an address, not the shop",
                "MEGA MALL (LG) 47800\nKEDAI ALI\nTOTAL RM 12.50\nVISA RM 12.50",
                Draft.out("12.50", "KEDAI ALI", warnings: [.dateMissing])),
            ParserFixture(
                "a shop whose name of two words holds a number, MAMAK 24 JAM, is the merchant",
                "MAMAK 24 JAM\n12/05/2025\nTOTAL RM 9.00\nCASH RM 10.00",
                Draft.out("9.00", "MAMAK 24 JAM", on: "2025-05-12", warnings: [.totalUnconfirmed])),
            ParserFixture(
                "a receipt photo cut off above its name, starting at its column headings DESC PRICE, names no merchant",
                "DESC PRICE\nNASI LEMAK 5.00\nTEH 2.50\nTOTAL RM 7.50\nCASH RM 10.00",
                Draft.out("7.50", nil, warnings: [.dateMissing, .merchantMissing])),
            ParserFixture(
                "the shortest receipt: a name, its total and a card payment, three lines in all",
                "KEDAI ALI\nTOTAL RM 12.50\nVISA RM 12.50",
                Draft.out("12.50", "KEDAI ALI", warnings: [.dateMissing])),
            ParserFixture(
                "restaurant receipt with its branch's town and state printed above the shop's name",
                """
                PETALING JAYA, SELANGOR
                RESTORAN SRI MELAKA
                02/12/2026 13:05
                NASI LEMAK 8.50
                TOTAL 8.50
                CASH 10.00
                CHANGE 1.50
                """,
                Draft.out("8.50", "RESTORAN SRI MELAKA", on: "2026-12-02", at: "13:05", warnings: [.currencyAssumed])),
            ParserFixture(
                "workshop receipt under a SALES & SERVICE banner: a receipt word before & names no shop unless it is CASH & CARRY",
                """
                SALES & SERVICE
                BENGKEL MOTOR AH KOW
                NO 12 JALAN SS2/24
                47300 PETALING JAYA
                Date: 02/12/2026
                SERVICE 45.00
                TOTAL RM 45.00
                CASH RM 50.00
                CHANGE RM 5.00
                """,
                Draft.out("45.00", "BENGKEL MOTOR AH KOW", on: "2026-12-02")),
            ParserFixture(
                "café receipt with a WiFi password and a survey prize in its small print",
                """
                KOPI HOUSE ENTERPRISE
                15/03/2018 17:34
                1 KOPI O AIS          3.50
                1 ROTI BAKAR          4.00
                TOTAL (RM)            7.50
                CASH                 10.00
                CHANGE                2.50
                WIFI PASSWORD: 88776655
                TELL US HOW WE DID AND YOU COULD WIN RM500
                """,
                Draft.out("7.50", "KOPI HOUSE ENTERPRISE", on: "2018-03-15", at: "17:34")),
            ParserFixture(
                "bookshop receipt with a date-like invoice number, a month-first date and SAVINGS FOR TODAY",
                """
                KEDAI BUKU CERIA SDN BHD
                INV NO: SP-NULL-18/06/04-1016956
                12/13/2016 9:52:15 AM
                TOTAL RM 15.00
                CASH RM 20.00
                CHANGE RM 5.00
                YOUR SAVINGS FOR TODAY RM 0.00
                """,
                Draft.out(
                    "15.00", "KEDAI BUKU CERIA SDN BHD", on: "2016-12-13", at: "09:52", ref: "SP-NULL-18/06/04-1016956")
            ),
            ParserFixture(
                "grocer receipt whose date is its last line, after SAVINGS FOR TODAY",
                """
                KEDAI RUNCIT SENTOSA SDN BHD
                TOTAL RM 15.00
                CASH RM 20.00
                CHANGE RM 5.00
                YOUR SAVINGS FOR TODAY RM 1.20
                14/11/2026
                """,
                Draft.out("15.00", "KEDAI RUNCIT SENTOSA SDN BHD", on: "2026-11-14")),
            ParserFixture(
                "receipt whose GRAND TOTAL row prints dashes for its amount: the TOTAL above it is the amount",
                """
                KEDAI ALI
                TOTAL RM 12.50
                GRAND TOTAL RM ---
                CASH RM 20.00
                CHANGE RM 7.50
                """,
                Draft.out("12.50", "KEDAI ALI", warnings: [.dateMissing])),
        ]
    }

    /// GST-era layouts: a tax that is "payable", and a rounding line that prints the rounded total;
    /// and a TOTAL SST line printed after the bill, which totals the tax.
    static var taxAndRounding: [ParserFixture] {
        [
            ParserFixture(
                "stall receipt with no total: the subtotal is the amount when cash paid follows it",
                """
                KEDAI ALI
                02/12/2026
                NASI LEMAK 6.00
                TEH TARIK 4.00
                SUBTOTAL 10.00
                CASH 10.00
                """,
                Draft.out("10.00", "KEDAI ALI", on: "2026-12-02", warnings: [.currencyAssumed])),
            ParserFixture(
                "café receipt with the amount before tax labelled NET alone: only NETT, or NET with TOTAL, is the amount due",
                """
                KEDAI ALI
                02/12/2026
                NASI LEMAK 6.00
                TEH TARIK 4.00
                NET 10.00
                SST 6% 0.60
                TOTAL 10.60
                """,
                Draft.out("10.60", "KEDAI ALI", on: "2026-12-02", warnings: [.currencyAssumed])),
            ParserFixture(
                "restaurant receipt whose TOTAL SST line after the card payment is the tax, not the bill",
                """
                KEDAI MAKAN SELERA KITA
                10/10/2026 12:30
                NASI AYAM 9.00
                TEH TARIK 2.50
                SST 6% 0.69
                TOTAL 12.19
                VISA 12.19
                TOTAL SST 0.69
                """,
                Draft.out(
                    "12.19", "KEDAI MAKAN SELERA KITA", on: "2026-10-10", at: "12:30", warnings: [.currencyAssumed])),
            ParserFixture(
                "kopitiam receipt whose GST PAYABLE line is the tax, not the bill",
                """
                RESTORAN KOPI MAJU SDN BHD
                DATE: 12/03/2018
                TOTAL QTY: 6
                TOTAL (EXCLUDING GST): 7.37
                GST PAYABLE (6%): 0.43
                TOTAL (INCLUSIVE OF GST): 7.80
                CASH : 7.80
                """,
                Draft.out("7.80", "RESTORAN KOPI MAJU SDN BHD", on: "2018-03-12", warnings: [.currencyAssumed])),
            ParserFixture(
                "minimart receipt whose ROUNDING line prints the rounded total after the adjustment",
                """
                MINIMART SERI INDAH SDN BHD
                DATE: 20/06/2018
                TOTAL SALES (INCLUSIVE GST) RM 42.33
                ROUNDING ADJUSTMENT RM .02
                ROUNDING RM 42.35
                CREDIT RM 42.35
                CHANGE RM .00
                """,
                Draft.out("42.35", "MINIMART SERI INDAH SDN BHD", on: "2018-06-20")),
            ParserFixture(
                "a rounding adjustment of a tenth of the unit (-0.10), the most one can be, is applied to the total",
                """
                KEDAI ALI
                02/12/2026
                NASI 12.10
                TOTAL 12.10
                ROUNDING ADJ -0.10
                """,
                Draft.out("12.00", "KEDAI ALI", on: "2026-12-02", warnings: [.currencyAssumed])),
            ParserFixture(
                "a ROUNDING line that prints the rounded total a tenth of the unit away (12.20 after 12.10) is the amount",
                """
                KEDAI ALI
                02/12/2026
                NASI 12.10
                TOTAL 12.10
                ROUNDING 12.20
                """,
                Draft.out("12.20", "KEDAI ALI", on: "2026-12-02", warnings: [.currencyAssumed])),
            ParserFixture(
                "a rounding written with a trailing minus and a tax code after it (0.02- SR) is taken off the total",
                """
                KEDAI ALI
                02/12/2026
                NASI 12.52
                TOTAL 12.52
                ROUNDING ADJ 0.02- SR
                CASH 20.00
                """,
                Draft.out("12.50", "KEDAI ALI", on: "2026-12-02", warnings: [.currencyAssumed])),
            ParserFixture(
                "an adjustment larger than a tenth of the unit (-0.11) is no rounding: the total stands",
                """
                KEDAI ALI
                02/12/2026
                NASI 12.10
                TOTAL 12.10
                ROUNDING ADJ -0.11
                """,
                Draft.out("12.10", "KEDAI ALI", on: "2026-12-02", warnings: [.currencyAssumed])),
            ParserFixture(
                "bookshop receipt whose legal name is printed over two lines under its registration",
                """
                POPULAR READS BOOK
                CO. (M) SDN BHD
                (CO. NO. 113825-W)
                01/03/18 19:14
                TOTAL RM 23.55
                CASH RM 24.00
                CHANGE RM 0.45
                """,
                Draft.out("23.55", "POPULAR READS BOOK CO. (M) SDN BHD", on: "2018-03-01", at: "19:14")),
            ParserFixture(
                "wholesaler receipt whose legal name holds CASH & CARRY",
                """
                SEGAR CASH & CARRY SDN. BHD.
                (590150-A)
                12-02-2018 11:34:45 AM
                TOTAL RM 7.90
                VISA RM 7.90
                """,
                Draft.out("7.90", "SEGAR CASH & CARRY SDN. BHD.", on: "2018-02-12", at: "11:34")),
            ParserFixture(
                "hardware receipt whose total INCLUDES GST, after a TOTAL QTY line",
                """
                KEDAI ALAT TULIS MURNI ENTERPRISE
                DATE: 05/01/2018
                *TOTAL QTY: 4.00 8.20
                TOTAL INCLUDES GST 6% 8.20
                CASH 20.20
                CHANGE 12.00
                """,
                Draft.out("8.20", "KEDAI ALAT TULIS MURNI ENTERPRISE", on: "2018-01-05", warnings: [.currencyAssumed])),
            ParserFixture(
                "café receipt naming its owner company with a label and an unbracketed registration number",
                """
                BANH MI HOUSE
                DIMILIKI: ROTI SEGAR CAFE SDN BHD 1110644-W
                01/04/2018 12:05
                TOTAL RM 18.90
                CASH RM 20.00
                CHANGE RM 1.10
                """,
                Draft.out("18.90", "ROTI SEGAR CAFE SDN BHD", on: "2018-04-01", at: "12:05")),
            ParserFixture(
                "stationery receipt with no title whose owner company is printed under OWNED BY: the shop at the top is the merchant",
                """
                CERIA STATIONERY SHOP
                NO. 12, JALAN BUNGA RAYA 3, 43000 KAJANG
                OWNED BY :
                CERIA SUPPLY SDN BHD (1234567-K)
                05/02/2018 16:20
                TOTAL RM 9.60
                CASH RM 10.00
                CHANGE RM 0.40
                """,
                Draft.out("9.60", "CERIA STATIONERY SHOP", on: "2018-02-05", at: "16:20")),
            ParserFixture(
                "stationery receipt whose owner company is printed under OWNED BY after the address",
                """
                CERIA STATIONERY SHOP
                NO. 12, JALAN BUNGA RAYA 3, 43000 KAJANG
                TEL: 03-8736 1234
                TAX INVOICE
                OWNED BY :
                CERIA SUPPLY SDN BHD (1234567-K)
                CASH SALES COUNTER
                05/02/2018 16:20
                TOTAL RM 9.60
                CASH RM 10.00
                CHANGE RM 0.40
                """,
                Draft.out("9.60", "CERIA STATIONERY SHOP", on: "2018-02-05", at: "16:20")),
            ParserFixture(
                "hardware receipt whose customer company is printed after the TAX INVOICE title",
                """
                KEDAI BESI MAJU JAYA
                JM0321234-V
                NO.59 JALAN PERMAS 9/5, 81750 JOHOR BAHRU
                SIMPLIFIED TAX INVOICE
                BILL TO: BINA TEGUH ENGINEERING (M) SDN BHD
                14/06/2018 10:02
                TOTAL RM 64.00
                CASH RM 64.00
                """,
                Draft.out("64.00", "KEDAI BESI MAJU JAYA", on: "2018-06-14", at: "10:02")),
            ParserFixture(
                "receipts whose legal name runs over three lines with an ampersand and an open bracket",
                """
                KEDAI CAT &
                KAYU (SERI
                KEMBANGAN) SDN BHD
                (822737-X)
                NO. 17-G, JALAN SETIA INDAH
                09/09/2018 11:11
                TOTAL RM 31.80
                CASH RM 50.00
                CHANGE RM 18.20
                """,
                Draft.out("31.80", "KEDAI CAT KAYU (SERI KEMBANGAN) SDN BHD", on: "2018-09-09", at: "11:11")),
            ParserFixture(
                "café receipt whose legal name starts its second line with an ampersand",
                """
                THE TEA LEAF
                & COFFEE HOUSE (M) SDN. BHD.
                COMPANY NO.:441970-H
                LOT F36, FIRST FLOOR, AEON MALL
                22/07/2018 15:40
                TOTAL RM 17.30
                VISA RM 17.30
                """,
                Draft.out("17.30", "THE TEA LEAF COFFEE HOUSE (M) SDN. BHD.", on: "2018-07-22", at: "15:40")),
            ParserFixture(
                "laundry receipt whose name at the top runs on to a line starting with &",
                """
                KEDAI JAHIT
                & DOBI CEMERLANG
                05/09/2018 17:20
                JAHIT SELUAR 12.00
                TOTAL RM 12.00
                CASH RM 20.00
                CHANGE RM 8.00
                """,
                Draft.out("12.00", "KEDAI JAHIT DOBI CEMERLANG", on: "2018-09-05", at: "17:20")),
            ParserFixture(
                "hardware shop whose name holds MASTER, a card's word, with no amount beside it",
                """
                TOOL MASTER HARDWARE
                NO.113G, JALAN SETIA GEMBILANG
                01/10/2018 09:30
                TOTAL RM 15.90
                CASH RM 20.00
                CHANGE RM 4.10
                """,
                Draft.out("15.90", "TOOL MASTER HARDWARE", on: "2018-10-01", at: "09:30")),
            ParserFixture(
                "receipt photo cropped to start at its date and time: the shop's name below them is the merchant",
                """
                02/12/2026 13:45
                KEDAI ALI
                NASI LEMAK 5.00
                TOTAL 5.00
                CASH 5.00
                """,
                Draft.out("5.00", "KEDAI ALI", on: "2026-12-02", at: "13:45", warnings: [.currencyAssumed])),
            ParserFixture(
                "a time below the shop's name ends the header: a company printed under it is not the shop",
                """
                KEDAI ALI
                13:45
                ABC TRADING SDN BHD
                NASI LEMAK 5.00
                TOTAL 5.00
                CASH 5.00
                """,
                Draft.out("5.00", "KEDAI ALI", at: "13:45", warnings: [.dateMissing, .currencyAssumed])),
            ParserFixture(
                "a shop whose name opens the receipt with a letter beside a digit (S2 CAFE) keeps its letter: no amount is near",
                """
                S2 CAFE
                02/12/2026 13:45
                KOPI 3.50
                TOTAL 3.50
                CASH 5.00
                """,
                Draft.out("3.50", "S2 CAFE", on: "2026-12-02", at: "13:45", warnings: [.currencyAssumed])),
            ParserFixture(
                "the header is read to its sixth name line: a company printed on the seventh is not the shop, the name at the top is",
                """
                KEDAI RUNCIT MAJU
                BARANG RUNCIT BORONG
                SEGAR SETIAP HARI
                HARGA PATUT
                SERVIS MESRA
                BUKA SETIAP HARI
                MAJU HOLDINGS SDN BHD
                22/09/2018 13:12
                GULA 2KG 5.60
                TOTAL 5.60
                CASH 10.00
                """,
                Draft.out("5.60", "KEDAI RUNCIT MAJU", on: "2018-09-22", at: "13:12", warnings: [.currencyAssumed])),
            ParserFixture(
                "a company printed on the header's sixth name line is the shop's legal name",
                """
                KEDAI RUNCIT MAJU
                BARANG RUNCIT BORONG
                SEGAR SETIAP HARI
                HARGA PATUT
                SERVIS MESRA
                MAJU HOLDINGS SDN BHD
                22/09/2018 13:12
                GULA 2KG 5.60
                TOTAL 5.60
                CASH 10.00
                """,
                Draft.out("5.60", "MAJU HOLDINGS SDN BHD", on: "2018-09-22", at: "13:12", warnings: [.currencyAssumed])),
            ParserFixture(
                "card shop whose name starts with CARD, a card's word, paid by card: the name is the merchant, not a tender line",
                """
                CARD CORNER
                LOT 5 JALAN TUN RAZAK
                DATE: 02/12/2026
                GREETING CARD 12.00
                TOTAL 12.00
                VISA 12.00
                """,
                Draft.out("12.00", "CARD CORNER", on: "2026-12-02", warnings: [.currencyAssumed])),
            ParserFixture(
                "bakery receipt whose legal name is followed by its registration number and a branch code",
                """
                AMAN BAKERY S/B 273500-U (KSB)
                NO. 8, JALAN SS2/64, PETALING JAYA
                03/10/2018 08:12
                TOTAL RM 6.40
                CASH RM 10.00
                CHANGE RM 3.60
                """,
                Draft.out("6.40", "AMAN BAKERY S/B", on: "2018-10-03", at: "08:12")),
            ParserFixture(
                "minimart receipt whose items table has a TAX CODE column before the amount due",
                """
                KEDAI RUNCIT HENG LEE
                25/01/2018 1:22:56PM
                TAX INVOICE
                QTY UOM U.PRICE AMT AMT INC. TAX CODE
                013 SUMMER CUP 48X230ML
                1 UNIT 8.49 8.49 9.00 SR
                GST 6% + 0.51
                TOTAL INCLUDES GST 6% 9.00
                CASH 50.00
                CHANGE 41.00
                GST SUMMARY AMOUNT TAX
                SR 8.49 0.51
                """,
                Draft.out("9.00", "KEDAI RUNCIT HENG LEE", on: "2018-01-25", at: "13:22", warnings: [.currencyAssumed])),
            ParserFixture(
                "grocer receipt whose amount due is labelled TL",
                """
                PASAR MINI SERI MAJU
                14/05/2018 18:40
                SUBTOTAL: 28.60
                TL:RM 28.60
                CASH 100.00
                CASH CHANGE 71.40
                """,
                Draft.out("28.60", "PASAR MINI SERI MAJU", on: "2018-05-14", at: "18:40")),
            ParserFixture(
                "convenience-store receipt whose amount due is labelled DUE alone",
                """
                KEDAI SERBANEKA CEKAP SDN BHD
                12/03/2018 10:15
                DUE 25.15
                PAY 25.15
                CHANGE 0.00
                """,
                Draft.out(
                    "25.15", "KEDAI SERBANEKA CEKAP SDN BHD", on: "2018-03-12", at: "10:15",
                    warnings: [.currencyAssumed])),
        ]
    }

    static var supermarkets: [ParserFixture] {
        [
            ParserFixture(
                "supermarket receipt with ROUNDED TOTAL (RM), cash and change",
                """
                AEON BIG (M) SDN BHD (123456-X)
                Lot 1, Jalan SS2/24, 47300 Petaling Jaya
                Tel: 03-7876 1234
                SST ID: W10-1808-32000123
                TAX INVOICE
                Date: 02/12/2026  Time: 13:45
                Receipt No: 0045-231-88812
                MILO 1KG              1 x 21.99   21.99
                GARDENIA BREAD        2 x 3.90     7.80
                EGGS GRADE A 30S                  16.50
                SUBTOTAL                          46.29
                SST 6%                             0.00
                TOTAL                             46.29
                ROUNDING ADJ                       0.01
                ROUNDED TOTAL (RM)                46.30
                CASH                              50.00
                CHANGE                             3.70
                """,
                Draft.out("46.30", "AEON BIG (M) SDN BHD", on: "2026-12-02", at: "13:45", ref: "0045-231-88812")),
            ParserFixture(
                "supermarket receipt whose TOTAL comes before a ROUNDING ADJ line",
                """
                99 SPEEDMART SDN BHD
                NO 12, JALAN PJU 1/3, 47301 PETALING JAYA
                02/12/2026 21:14
                MAGGI KARI 5S                      6.89
                DUTCH LADY 1L                      7.99
                TOTAL                             14.88
                ROUNDING ADJ                       0.02
                CASH                              20.00
                CHANGE                             5.10
                THANK YOU PLEASE COME AGAIN
                """,
                Draft.out("14.90", "99 SPEEDMART SDN BHD", on: "2026-12-02", at: "21:14", warnings: [.currencyAssumed])),
            ParserFixture(
                "hypermarket receipt with NETT TOTAL and a card payment",
                """
                LOTUS'S STORES (MALAYSIA) SDN BHD
                LOTUS'S MUTIARA DAMANSARA
                SIMPLIFIED TAX INVOICE
                Inv No: 7731002611
                HONEY STAR 300G     2 @ 8.49      16.98
                JASMINE RICE 5KG                  24.90
                TOTAL SAVINGS                      3.00
                SUB TOTAL                         41.88
                NETT TOTAL                        41.90
                VISA ************4321             41.90
                01/12/2026 18:02:55
                """,
                Draft.out(
                    "41.90", "LOTUS'S STORES (MALAYSIA) SDN BHD", on: "2026-12-01", at: "18:02", ref: "7731002611",
                    card: "4321",
                    warnings: [.currencyAssumed])),
            ParserFixture(
                "grocer receipt with TOTAL INCL. SST in RM",
                """
                JAYA GROCER
                The Intermark, Jalan Tun Razak
                50400 Kuala Lumpur
                02-12-2026 10:05 AM     Cashier: 031
                ORGANIC KALE 200G        RM 9.90
                AVOCADO HASS 2S          RM 12.90
                SPARKLING WATER          RM 6.50
                TOTAL EXCL. SST          RM 29.30
                SST 8%                   RM 0.52
                TOTAL INCL. SST          RM 29.82
                ROUNDING ADJUSTMENT      RM -0.02
                """,
                Draft.out("29.80", "JAYA GROCER", on: "2026-12-02", at: "10:05")),
            ParserFixture(
                "Malay receipt with JUMLAH and TUNAI",
                """
                PASARAYA MYDIN MOHAMED HOLDINGS BHD
                MYDIN SUBANG JAYA
                RESIT
                Tarikh: 01/12/2026 Masa: 17:44
                BERAS SUPER 10KG                  32.50
                MINYAK MASAK 5KG                  29.90
                JUMLAH                            62.40
                TUNAI                            100.00
                BAKI                              37.60
                """,
                Draft.out(
                    "62.40", "PASARAYA MYDIN MOHAMED HOLDINGS BHD", on: "2026-12-01", at: "17:44",
                    warnings: [.currencyAssumed])),
            ParserFixture(
                "hypermarket receipt with TOTAL SALES (INCL GST), ROUNDING and a final TOTAL",
                """
                GIANT HYPERMARKET
                SHAH ALAM STADIUM
                Tel 03-5510 1234
                GST ID : 000123456789
                16/11/2026 19:22 POS 12 CASHIER 88
                SUGAR 1KG                    2.85
                FLOUR 1KG                    2.70
                2 @ 4.50                     9.00
                ITEM COUNT 3
                TOTAL SALES (INCL GST)      14.55
                ROUNDING                     0.00
                TOTAL                       14.55
                CASH                        15.00
                CHANGE                       0.45
                """,
                Draft.out("14.55", "GIANT HYPERMARKET", on: "2026-11-16", at: "19:22", warnings: [.currencyAssumed])),
            ParserFixture(
                "convenience store receipt with TOTAL QTY and a TNG payment",
                """
                7-ELEVEN MALAYSIA SDN BHD
                STORE 2231 SS15 SUBANG
                02.12.2026 06:41
                MILO ICED 300ML           2.60
                CURRY PUFF                2.20
                TOTAL QTY: 2
                TOTAL                     4.80
                TNG EWALLET               4.80
                TRANS NO: 2231-0098812
                """,
                Draft.out(
                    "4.80", "7-ELEVEN MALAYSIA SDN BHD", on: "2026-12-02", at: "06:41", ref: "2231-0098812",
                    account: "Touch 'n Go eWallet", warnings: [.currencyAssumed])),
            ParserFixture(
                "pharmacy receipt with GRAND TOTAL after a member discount",
                """
                GUARDIAN HEALTH AND BEAUTY SDN BHD
                GUARDIAN SUNWAY PYRAMID
                Date : 30/11/2026   Time : 15:20
                PANADOL ACTIFAST 20S            15.90
                VITAMIN C 1000MG                39.90
                SUBTOTAL                        55.80
                MEMBER DISC 10%                 -5.58
                GRAND TOTAL                     50.22
                MASTERCARD XXXX XXXX XXXX 8812  50.22
                """,
                Draft.out(
                    "50.22", "GUARDIAN HEALTH AND BEAUTY SDN BHD", on: "2026-11-30", at: "15:20", card: "8812",
                    warnings: [.currencyAssumed])),
        ]
    }

    static var restaurants: [ParserFixture] {
        [
            ParserFixture(
                "mamak receipt with SST, TOTAL, CASH and CHANGE",
                """
                MAMAK CORNER SDN BHD (1234567-X)
                No. 12, Jalan SS2/24, 47300 Petaling Jaya
                Tel: 03-7876 1234
                TAX INVOICE
                Date: 02/12/2026  Time: 13:45
                ROTI CANAI 2 x 1.50   3.00
                TEH TARIK             2.50
                MEE GORENG            7.90
                SUBTOTAL             13.40
                SST 6%                0.80
                TOTAL                14.20
                CASH                 20.00
                CHANGE                5.80
                """,
                Draft.out("14.20", "MAMAK CORNER SDN BHD", on: "2026-12-02", at: "13:45", warnings: [.currencyAssumed])),
            ParserFixture(
                "restaurant bill with service charge, SST and TOTAL (RM)",
                """
                WELCOME TO NANDO'S MID VALLEY
                Table: 12   Pax: 3   Server: AINA
                Bill No: 88123
                1/2 PERI CHICKEN              32.90
                PERI CHIPS (L)                12.90
                BOTTOMLESS DRINK x3           26.70
                SUBTOTAL                      72.50
                SERVICE CHARGE 10%             7.25
                SST 6%                         4.79
                TOTAL (RM)                    84.54
                ROUNDING                       0.01
                TOTAL AFTER ROUNDING          84.55
                02/12/2026 20:31
                """,
                Draft.out("84.55", "NANDO'S MID VALLEY", on: "2026-12-02", at: "20:31", ref: "88123")),
            ParserFixture(
                "kopitiam receipt with the total in words and digits",
                """
                KOPITIAM AH HOCK
                Jln Bukit Bintang
                02/12/2026 08:12
                KAYA TOAST SET        8.50
                KOPI O PENG           2.80
                Total: RM 11.30
                Paid: RM 20.00
                Change: RM 8.70
                """,
                Draft.out("11.30", "KOPITIAM AH HOCK", on: "2026-12-02", at: "08:12")),
            ParserFixture(
                "fast food receipt under a brand line, with TOTAL INCLUSIVE SST and a DuitNow QR payment: the legal name is the merchant",
                """
                McDonald's Bangsar
                Gerbang Alaf Restaurants Sdn Bhd
                ORDER 212   01-12-2026 12:58
                1 McChicken Meal (L)         16.45
                1 Sundae Choc                 3.30
                Total Inclusive SST          19.75
                DuitNow QR                   19.75
                """,
                Draft.out(
                    "19.75", "Gerbang Alaf Restaurants Sdn Bhd", on: "2026-12-01", at: "12:58",
                    warnings: [.currencyAssumed])),
            ParserFixture(
                "café receipt with AMOUNT DUE and a wrong change line",
                """
                ZUS COFFEE
                Sunway Geo Avenue
                Receipt #: Z-0021-4481
                02/12/2026 09:02
                Spanish Latte (Iced)     RM 12.90
                Butter Croissant         RM 7.50
                Amount Due               RM 20.40
                Cash                     RM 50.00
                Change                   RM 29.00
                """,
                Draft.out("20.40", "ZUS COFFEE", on: "2026-12-02", at: "09:02", warnings: [.receiptTotalsDisagree])),
            ParserFixture(
                "bubble tea receipt paid by TNG eWallet",
                """
                TEALIVE
                SS15 COURTYARD
                Order: 128   02/12/2026 3:12 PM
                Brown Sugar Pearl Milk (L)   11.90
                Less Sugar
                Total                        11.90
                Paid by: TNG eWallet
                """,
                Draft.out(
                    "11.90", "TEALIVE", on: "2026-12-02", at: "15:12", account: "Touch 'n Go eWallet",
                    warnings: [.currencyAssumed])),
            ParserFixture(
                "fast food receipt whose rounding comes before the TOTAL",
                """
                KFC
                KFC SUBANG PARADE
                SALES RECEIPT
                Date 02/12/26 Time 12:44
                Zinger Burger Combo     17.45
                Rounding Adj            -0.05
                Total                   17.40
                Cash                    20.00
                Change                   2.60
                """,
                Draft.out("17.40", "KFC", on: "2026-12-02", at: "12:44", warnings: [.currencyAssumed])),
            ParserFixture(
                "café receipt under a thank-you line, paid by Visa",
                """
                Thank you for dining with us!
                STARBUCKS SUNWAY PYRAMID
                Order #A123
                Caffe Latte Grande    RM 15.90
                Subtotal              RM 15.90
                SST 8%                RM 1.27
                Total                 RM 17.17
                Visa ****1234         RM 17.17
                02/12/2026 09:45
                """,
                Draft.out("17.17", "STARBUCKS SUNWAY PYRAMID", on: "2026-12-02", at: "09:45", card: "1234")),
            ParserFixture(
                "hawker receipt with no date",
                """
                WARUNG MAK JAH
                NASI LEMAK AYAM      9.00
                TEH O AIS            2.00
                TOTAL               11.00
                CASH                20.00
                CHANGE               9.00
                """,
                Draft.out("11.00", "WARUNG MAK JAH", warnings: [.dateMissing, .currencyAssumed])),
        ]
    }

    static var petrol: [ParserFixture] {
        [
            ParserFixture(
                "Petronas petrol receipt paid by card",
                """
                PETRONAS DAGANGAN BHD
                STESEN MINYAK PETRONAS SS2
                SST REG NO: B16-1809-22000123
                02-12-2026 07:55:21
                PUMP 05  RON95
                30.00 L @ 2.05               61.50
                TOTAL RM                     61.50
                VISA CARD ****3321           61.50
                APPROVAL CODE: 883312
                """,
                Draft.out("61.50", "PETRONAS DAGANGAN BHD", on: "2026-12-02", at: "07:55", ref: "883312", card: "3321")),
            ParserFixture(
                "a receipt that writes its currency only beside an item (SGD 3.50): the bare total is in that currency, not assumed",
                """
                KOPITIAM CHANGI
                02/12/2026 12:31
                KAYA TOAST SGD 3.50
                KOPI 2.00
                TOTAL 5.50
                CASH 10.00
                CHANGE 4.50
                """,
                Draft.out("SGD 5.50", "KOPITIAM CHANGI", on: "2026-12-02", at: "12:31")),
            ParserFixture(
                "Shell receipt with the amount in ringgit and litres",
                """
                SHELL MALAYSIA TRADING SDN BHD
                SHELL BANDAR SUNWAY
                Date: 01/12/2026 Time: 19:10
                Pump: 3   FuelSave 95
                Volume: 24.390 L
                Total Amount: RM 50.00
                Cash: RM 50.00
                """,
                Draft.out("50.00", "SHELL MALAYSIA TRADING SDN BHD", on: "2026-12-01", at: "19:10")),
            ParserFixture(
                "Shell Select receipt with TOTAL DUE and zero change",
                """
                Shell Select
                SHELL STATION SS2
                Date: 02/12/2026
                V-Power 97   20.50L   RM 70.11
                Total Due    RM 70.11
                Change       RM 0.00
                """,
                Draft.out("70.11", "Shell Select", on: "2026-12-02")),
            ParserFixture(
                "Petron receipt with a convenience store item and change",
                """
                PETRON MALAYSIA REFINING & MARKETING BHD
                PETRON JALAN IPOH
                30/11/2026 22:40
                BLAZE 95  15.00L            30.75
                TREATS MINERAL WATER         1.80
                TOTAL                       32.55
                CASH                        40.00
                CHANGE                       7.45
                """,
                Draft.out(
                    "32.55", "PETRON MALAYSIA REFINING & MARKETING BHD", on: "2026-11-30", at: "22:40",
                    warnings: [.currencyAssumed])),
        ]
    }
}
