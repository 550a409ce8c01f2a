import SpenDropCore

/// Receipt layouts whose amount due or shop name hides behind a printed detail: a total row that
/// prints 0.00, a column of values shorter than its column of labels, a tax note after the
/// change, a quantity before the total's label, a registration number in brackets, a name that
/// holds a tender's word. Written for this suite with invented shops and amounts; each field is checked.
enum ReceiptLayoutSamples {
    static var all: [ParserFixture] {
        zeroTotals + shortValueColumns + notesAfterChange + countsBeforeTotals + bracketedNumbers
            + namesHoldingReceiptWords
            + shortLegalEndings + noTotalLines + adjustedAndConflictingTotals + runTogetherLabels
    }

    /// Labels whose words OCR ran together (`GRANDTOTAL`, `TotalDue:`, `SalesTax`) are read as
    /// the words they are; a shop's name run together stays one word.
    static var runTogetherLabels: [ParserFixture] {
        [
            ParserFixture(
                "a US receipt whose labels were run together: the total due, not the subtotal or the tax",
                """
                BLUEFINDINER
                11/28/2026 7:42PM
                Pancakes $9.50
                Coffee $2.75
                SubTotal $12.25
                SalesTax $0.98
                TotalDue: $13.23
                CashTendered $20.00
                ChangeDue $6.77
                """,
                Draft.out("USD 13.23", "BLUEFINDINER", on: "2026-11-28", at: "19:42")),
            ParserFixture(
                "a shop's name run together from words that only qualify labels stays one word",
                "You paid RM12.00 to BILLTO MART on 02/12/2026",
                Draft.out("MYR 12.00", "BILLTO MART", on: "2026-12-02")),
        ]
    }

    /// A total after the rounding adjustment (`TOTAL AFTER ADJ`, `FINAL TOTAL`) is the amount due
    /// over an earlier total; two totals that disagree are settled by the cash paid minus the change.
    static var adjustedAndConflictingTotals: [ParserFixture] {
        [
            ParserFixture(
                "receipt whose total after the adjustment follows a total that was misprinted",
                """
                KEDAI MAKAN SELERA DESA
                18/08/2018 12:47
                1X 000001234 7.40SR
                SUB-TOTAL 7.40
                TOTAL SALES INCL GST 71.40
                TOTAL AFTER ADJ INCL GST 7.40
                CASH 10.00
                ITEM COUNT 1 CHANGE AMT 2.60
                """,
                Draft.out(
                    "7.40", "KEDAI MAKAN SELERA DESA", on: "2018-08-18", at: "12:47", warnings: [.currencyAssumed])),
            ParserFixture(
                "a TOTAL AFTER DISCOUNT is money due, not a total of savings; the TOTAL with the tax after it is the amount",
                """
                KEDAI ALI
                02/12/2026
                SUBTOTAL 15.00
                DISCOUNT 3.00
                TOTAL AFTER DISCOUNT 12.00
                SST 6% 0.72
                TOTAL 12.72
                CASH 20.00
                CHANGE 7.28
                """,
                Draft.out("12.72", "KEDAI ALI", on: "2026-12-02", warnings: [.currencyAssumed])),
            ParserFixture(
                "a receipt whose only total is the one after the discount pays that total",
                """
                KEDAI ALI
                02/12/2026
                NASI 15.00
                DISCOUNT 3.00
                TOTAL AFTER DISCOUNT 12.00
                CASH 20.00
                CHANGE 8.00
                """,
                Draft.out("12.00", "KEDAI ALI", on: "2026-12-02", warnings: [.currencyAssumed])),
            ParserFixture(
                "a service charge (SVC) before the total is no change: the cash minus the change agrees with the total",
                """
                KEDAI ALI
                02/12/2026
                NASI 10.00
                SVC 1.00
                TOTAL 11.00
                CASH 20.00
                CHANGE 9.00
                """,
                Draft.out("11.00", "KEDAI ALI", on: "2026-12-02", warnings: [.currencyAssumed])),
            ParserFixture(
                "a total printed last that nothing confirms loses to an earlier one the subtotal, the items and the card payment make; the draft says the totals differ",
                "KEDAI ALI\n02/12/2026\nNASI 10.00\nTEH 2.50\nSUBTOTAL 12.50\nTOTAL 12.50\nVISA 12.50\nTOTAL 1.25",
                Draft.out("12.50", "KEDAI ALI", on: "2026-12-02", warnings: [.currencyAssumed, .receiptTotalsConflict])),
            ParserFixture(
                "receipt whose final total stands when only an item's price equals the cash minus the change",
                """
                KEDAI ALI
                02/12/2026
                NASI 12.50
                TOTAL 13.00
                NETT TOTAL 13.80
                CASH 20.00
                CHANGE 7.50
                """,
                Draft.out(
                    "13.80", "KEDAI ALI", on: "2026-12-02",
                    warnings: [.currencyAssumed, .receiptTotalsDisagree, .totalUnconfirmed])),
            ParserFixture(
                "receipt whose final total stands when the cash minus the change confirms no other total",
                """
                KEDAI ELEKTRIK CAHAYA SDN BHD
                09/10/2018 15:25
                LAMPU LED 2 X 12.90
                TOTAL INC. GST 6%: 25.80
                FINAL TOTAL: 25.80
                CASH: 30.00
                CHANGE: 4.00
                """,
                Draft.out(
                    "25.80", "KEDAI ELEKTRIK CAHAYA SDN BHD", on: "2018-10-09", at: "15:25",
                    warnings: [.currencyAssumed, .receiptTotalsDisagree])),
        ]
    }

    /// A receipt that prints no total pays its last subtotal when a tender or the change follows
    /// it; without that there is no draft.
    static var noTotalLines: [ParserFixture] {
        [
            ParserFixture(
                "sundry shop receipt with no total whose last subtotal is followed by the cash and the change",
                """
                KEDAI RUNCIT SERI MURNI
                NO. 8, JALAN MELATI 3, KAJANG
                12/05/2018 09:20
                SABUN CUCI 4.30
                SUBTOTAL 4.30
                MINYAK MASAK 7.90
                SUBTOTAL 12.20
                CASH 20.00
                CHANGE 7.80
                """,
                Draft.out(
                    "12.20", "KEDAI RUNCIT SERI MURNI", on: "2018-05-12", at: "09:20", warnings: [.currencyAssumed])),
            ParserFixture(
                "stationer receipt with no total whose subtotal is not the cash minus the change",
                """
                KEDAI ALAT TULIS PELANGI
                03/06/2018 11:45
                PENSEL 2B 1.20
                PEMBARIS 2.40
                SUBTOTAL 3.60
                CASH 10.00
                CHANGE 6.00
                """,
                Draft.out(
                    "3.60", "KEDAI ALAT TULIS PELANGI", on: "2018-06-03", at: "11:45",
                    warnings: [.currencyAssumed, .receiptTotalsDisagree])),
            ParserFixture(
                "a GST summary table after the total, with no cash or change to confirm it: the table's own TOTAL row is the tax's, not the bill",
                """
                KEDAI ALI
                02/12/2026
                NASI 10.00
                TOTAL 10.60
                GST SUMMARY AMOUNT TAX
                SR 6% 10.00 0.60
                TOTAL 10.00 0.60
                """,
                Draft.out("10.60", "KEDAI ALI", on: "2026-12-02", warnings: [.currencyAssumed, .totalUnconfirmed])),
            ParserFixture(
                "bookshop receipt with a subtotal and a tax but no total, tender or change",
                """
                KEDAI BUKU CAHAYA ILMU
                20/07/2018 16:40
                BUKU LATIHAN 3.90
                PEN BIRU 1.50
                SUBTOTAL 5.40
                SERVICE TAX 0.32
                """,
                .rejected(.noReceiptTotal)),
            ParserFixture(
                "a receipt whose total lost its label: the unlabelled amount its items add up to is drafted",
                """
                RECEIPT
                KEDAI ALI
                02/12/2026
                NASI 10.00
                TEH 2.50
                12.50
                SST 0% 0.00
                """,
                Draft.out("12.50", "KEDAI ALI", on: "2026-12-02", warnings: [.currencyAssumed])),
            ParserFixture(
                "clinic receipt with no total whose subtotal is followed by the card payment alone",
                """
                KLINIK GIGI SENYUM
                14/09/2018 10:40
                CUCI GIGI 45.00
                UBAT GIGI 12.50
                SUBTOTAL 57.50
                VISA 57.50
                """,
                Draft.out("57.50", "KLINIK GIGI SENYUM", on: "2018-09-14", at: "10:40", warnings: [.currencyAssumed])),
        ]
    }

    /// `SB`, short for Sdn Bhd, ends a legal name when it ends the line or comes right before a
    /// bracket or a registration number; the legal name wins over the branch named above it.
    static var shortLegalEndings: [ParserFixture] {
        [
            ParserFixture(
                "kiosk chain receipt whose legal name ends in SB right before its bracketed registration number",
                """
                TQ FOR SHOPPING WITH KEDAIKU.COM
                MENARA SERI BAYU
                LOT 3, GROUND FLOOR, MENARA SERI BAYU,
                47301,PETALING JAYA,SELANGOR
                KEDAIKU RUNCIT SB(123456-X) FKA SERI BAYU STORES SB
                GST ID : 000123456789
                INVOICE NO : 0101-0001-2345
                08/08/2018 08:08
                AIR MINERAL 1.5L 2.20
                TOTAL RM 2.20
                CASH RM 5.00
                CHANGE RM 2.80
                """,
                Draft.out("2.20", "KEDAIKU RUNCIT SB", on: "2018-08-08", at: "08:08", ref: "0101-0001-2345")),
            ParserFixture(
                "bakery receipt whose legal name ends in SB before an unbracketed registration number",
                """
                ROTI PAGI
                ROTI PAGI MAKMUR SB 765432-K
                NO. 3, JALAN SS2/10, PETALING JAYA
                09/08/2018 07:30
                ROTI KAYA 2.80
                TOTAL RM 2.80
                CASH RM 3.00
                CHANGE RM 0.20
                """,
                Draft.out("2.80", "ROTI PAGI MAKMUR SB", on: "2018-08-09", at: "07:30")),
            ParserFixture(
                "receipt whose name line opens with its registration number in brackets names the shop after it",
                """
                (1234567-X) KEDAI RUNCIT AH SENG
                NO 5, JALAN PERMAS 10/5
                81750 JOHOR BAHRU
                02/12/2026
                NASI LEMAK        4.50
                TEH TARIK         2.30
                TOTAL             6.80
                CASH             10.00
                CHANGE            3.20
                """,
                Draft.out("6.80", "KEDAI RUNCIT AH SENG", on: "2026-12-02", warnings: [.currencyAssumed])),
            ParserFixture(
                "receipt whose first line is only a company number in brackets names the shop on the line below",
                """
                (COMPANY NO. 1234567-X)
                KEDAI RUNCIT AH SENG
                NO 5, JALAN PERMAS 10/5
                81750 JOHOR BAHRU
                02/12/2026
                NASI LEMAK        4.50
                TOTAL             4.50
                CASH             10.00
                CHANGE            5.50
                """,
                Draft.out("4.50", "KEDAI RUNCIT AH SENG", on: "2026-12-02", warnings: [.currencyAssumed])),
        ]
    }

    /// A shop's name may carry a receipt's word after its first word (`CASH & CARRY`, `SERVICE
    /// STATION`); only a line that starts with one is a label, unless it ends as a company does
    /// (`CASH & CARRY … SDN BHD`).
    static var namesHoldingReceiptWords: [ParserFixture] {
        [
            ParserFixture(
                "wholesaler receipt whose name without a legal ending holds CASH & CARRY",
                """
                MEGAH JAYA CASH & CARRY
                NO. 5, JALAN PERDANA 2,
                TEL : 07-5551234
                CASH SALES
                DATE : 19/08/2018 10:15
                GULA PASIR 2KG 5.60
                TOTAL RM 5.60
                CASH RM 10.00
                CHANGE RM 4.40
                """,
                Draft.out("5.60", "MEGAH JAYA CASH & CARRY", on: "2018-08-19", at: "10:15")),
            ParserFixture(
                "wholesaler receipt whose name without a legal ending spells out CASH AND CARRY",
                """
                MAJU CASH AND CARRY
                NO 5, JALAN PERMAS 10/5
                81750 JOHOR BAHRU
                02/12/2026
                GULA 1KG          2.85
                TOTAL             2.85
                CASH             10.00
                CHANGE            7.15
                """,
                Draft.out("2.85", "MAJU CASH AND CARRY", on: "2026-12-02", warnings: [.currencyAssumed])),
            ParserFixture(
                "petrol receipt whose name holds SERVICE STATION",
                """
                BUKIT INDAH SERVICE STATION
                KM 12 JALAN KUALA KUBU
                TEL : 03-6091234
                20/08/2018 07:42
                PUMP 4 RON95 40.00
                TOTAL RM 40.00
                CASH RM 50.00
                CHANGE RM 10.00
                """,
                Draft.out("40.00", "BUKIT INDAH SERVICE STATION", on: "2018-08-20", at: "07:42")),
            ParserFixture(
                "wholesaler receipt whose legal name starts with CASH & CARRY",
                """
                CASH & CARRY BORONG MAJU SDN BHD
                LOT 12, JALAN INDUSTRI 3,
                22/08/2018 11:05
                BERAS 10KG 32.00
                TOTAL RM 32.00
                CASH RM 50.00
                CHANGE RM 18.00
                """,
                Draft.out("32.00", "CASH & CARRY BORONG MAJU SDN BHD", on: "2018-08-22", at: "11:05")),
        ]
    }

    /// A five-digit number in brackets after a name is its registration number, not a postcode;
    /// a column heading of currencies (`(RM) (RM)`) is no name.
    static var bracketedNumbers: [ParserFixture] {
        [
            ParserFixture(
                "positioned hardware receipt whose name carries a five-digit registration number in brackets",
                """
                60,10,340,10,340,32,60,32,SEMPURNA NIAGA S/B (71234-K)
                40,40,360,40,360,60,40,60,LOT 88, BATU 5, JALAN SUNGAI BESI,
                60,65,330,65,330,85,60,85,57100 KUALA LUMPUR.
                100,90,300,90,300,110,100,110,TEL : 012-3456789
                120,120,280,120,280,140,120,140,TAX INVOICE
                20,160,80,160,80,180,20,180,DESC
                150,160,190,160,190,180,150,180,QTY
                210,160,260,160,260,180,210,180,PRICE
                280,160,340,160,340,180,280,180,AMOUNT
                210,185,250,185,250,205,210,205,(RM)
                280,185,320,185,320,205,280,205,(RM)
                20,210,140,210,140,230,20,230,SKRU 2 INCI
                150,210,170,210,170,230,150,230,3
                210,210,250,210,250,230,210,230,1.50
                280,210,320,210,320,230,280,230,4.50
                20,250,140,250,140,270,20,270,TOTAL
                280,250,320,250,320,270,280,270,4.50
                20,275,140,275,140,295,20,295,CASH
                280,275,320,275,320,295,280,295,5.00
                20,300,140,300,140,320,20,320,CHANGE
                280,300,320,300,320,320,280,320,0.50
                20,330,200,330,200,350,20,350,DATE: 16/07/2018
                """,
                Draft.out("4.50", "SEMPURNA NIAGA S/B", on: "2018-07-16")),
            ParserFixture(
                "positioned receipt whose name OCR lost, with a (RM) (RM) column heading above the items",
                """
                100,90,300,90,300,110,100,110,TEL : 012-3456789
                120,120,280,120,280,140,120,140,TAX INVOICE
                20,160,80,160,80,180,20,180,DESC
                150,160,190,160,190,180,150,180,QTY
                210,160,260,160,260,180,210,180,PRICE
                280,160,340,160,340,180,280,180,AMOUNT
                210,185,250,185,250,205,210,205,(RM)
                280,185,320,185,320,205,280,205,(RM)
                20,210,140,210,140,230,20,230,PAKU 1 INCI
                150,210,170,210,170,230,150,230,2
                210,210,250,210,250,230,210,230,1.20
                280,210,320,210,320,230,280,230,2.40
                20,250,140,250,140,270,20,270,TOTAL
                280,250,320,250,320,270,280,270,2.40
                20,275,140,275,140,295,20,295,CASH
                280,275,320,275,320,295,280,295,5.00
                20,300,140,300,140,320,20,320,CHANGE
                280,300,320,300,320,320,280,320,2.60
                20,330,200,330,200,350,20,350,DATE: 17/07/2018
                """,
                Draft.out("2.40", nil, on: "2018-07-17", warnings: [.merchantMissing])),
        ]
    }

    /// A count printed on the total's row (`QTY : 1  TOTAL RM : 8.30`) labels its own number; the
    /// total's label starts after it.
    static var countsBeforeTotals: [ParserFixture] {
        [
            ParserFixture(
                "positioned household-goods receipt whose item count shares the total's row",
                """
                70,10,330,10,330,32,70,32,RUMAH SERBA GUNA SDN BHD
                40,60,260,60,260,80,40,80,DATE : 07/06/2018 11:25
                40,120,120,120,120,140,40,140,ITEM
                250,120,300,120,300,140,250,140,QTY
                40,150,300,150,300,170,40,170,BAKUL PLASTIK 40CM
                40,180,160,180,160,200,40,200,9551234500012
                250,180,270,180,270,200,250,200,1
                300,180,350,180,350,200,300,200,8.30
                380,180,440,180,440,200,380,200,8.30 SR
                46,230,125,230,125,255,46,255,QTY : 1
                208,232,327,232,327,257,208,257,TOTAL RM
                340,232,350,232,350,257,340,257,:
                380,232,440,232,440,257,380,257,8.30
                46,265,100,265,100,290,46,290,CASH
                340,265,350,265,350,290,340,290,:
                380,265,440,265,440,290,380,290,10.00
                46,300,120,300,120,325,46,325,CHANGE
                340,300,350,300,350,325,340,325,:
                380,300,440,300,440,325,380,325,1.70
                """,
                Draft.out("8.30", "RUMAH SERBA GUNA SDN BHD", on: "2018-06-07", at: "11:25")),
            ParserFixture(
                "kiosk receipt whose item count and total share one printed line",
                """
                KEDAI SERBANEKA TIGA BINTANG
                DATE : 08/06/2018 09:40
                SABUN BASUH 1KG 1 6.90
                QTY : 1 TOTAL RM : 6.90
                CASH : 10.00
                CHANGE : 3.10
                """,
                Draft.out("6.90", "KEDAI SERBANEKA TIGA BINTANG", on: "2018-06-08", at: "09:40")),
        ]
    }

    /// After the change, a `TOTAL INCLUDES … GST` row is a note on the tax inside the bill.
    static var notesAfterChange: [ParserFixture] {
        [
            ParserFixture(
                "burger counter receipt whose TOTAL INCLUDES 6% GST note follows the change",
                """
                BURGER DESA SDN BHD
                ORD #41 -REG #07- 09/05/2018 21:14:02
                QTY ITEM TOTAL
                1 M CHICKEN BURGER 9.40
                1 M ICED LEMON TEA
                TAKEOUT TOTAL (INCL GST) 9.40
                CASH TENDERED 10.00
                CHANGE 0.60
                TOTAL INCLUDES 6% GST 0.53
                THANK YOU AND PLEASE COME AGAIN.
                """,
                Draft.out("9.40", "BURGER DESA SDN BHD", on: "2018-05-09", at: "21:14", warnings: [.currencyAssumed])),
            ParserFixture(
                "positioned burger counter receipt whose GST note row follows the change",
                """
                90,10,330,10,330,32,90,32,BURGER DESA SDN BHD
                30,60,300,60,300,80,30,80,ORD #52 -REG #03- 11/05/2018
                310,60,390,60,390,80,310,80,20:47:30
                30,150,250,150,250,170,30,170,1 L FISH BURGER
                330,150,390,150,390,170,330,170,12.30
                30,180,250,180,250,200,30,200,EAT-IN TOTAL (INCL GST)
                330,180,390,180,390,200,330,200,12.30
                30,210,250,210,250,230,30,230,CASH TENDERED
                330,210,390,210,390,230,330,230,50.00
                30,240,250,240,250,260,30,260,CHANGE
                330,240,390,240,390,260,330,260,37.70
                30,270,250,270,250,290,30,290,TOTAL INCLUDES 6% GST
                330,270,390,270,390,290,330,290,0.70
                """,
                Draft.out("12.30", "BURGER DESA SDN BHD", on: "2018-05-11", at: "20:47", warnings: [.currencyAssumed])),
        ]
    }

    /// OCR lists a receipt's labels before their values, and some labels (a notice, a count with
    /// its value on its own line) print none: the values belong to the last labels.
    static var shortValueColumns: [ParserFixture] {
        [
            ParserFixture(
                "a column of labels and its column of values with a line of dashes between them",
                """
                KEDAI ALI
                02/12/2026
                SUBTOTAL
                SST 6%
                TOTAL
                --------
                10.00
                0.60
                10.60
                CASH 20.00
                CHANGE 9.40
                """,
                Draft.out("10.60", "KEDAI ALI", on: "2026-12-02", warnings: [.currencyAssumed])),
            ParserFixture(
                "hardware receipt whose NO CASH REFUND notice heads the column of labels before the total",
                """
                KEDAI PERKAKAS ANEKA SDN BHD
                PAIP PVC 1/2 INCI
                1 X
                4.20
                4.20
                EXCHANGE WITHIN 7 DAYS WITH RECEIPT.
                NO CASH REFUND.
                ITEM(S) : 1
                TOTAL INCL. GST@6%
                RM 4.20
                CASH
                RM 10.00
                CHANGE
                RM 5.80
                GST SUMMARY
                21-09-2017 16:05
                """,
                Draft.out("4.20", "KEDAI PERKAKAS ANEKA SDN BHD", on: "2017-09-21", at: "16:05")),
            ParserFixture(
                "kopitiam receipt whose item and quantity counts print their values apart, above the total",
                """
                RESTORAN MEJA BULAT
                21/02/2018 12:10
                1 TEH O AIS 2.60
                SUB-TOTAL
                2.60
                TOTAL ITEM(S)
                : 1
                TOTAL QUANTITY
                :1
                RM
                TOTAL INCL GST
                2.60
                PAY CASH
                5.00
                CHANGE
                2.40
                """,
                Draft.out("2.60", "RESTORAN MEJA BULAT", on: "2018-02-21", at: "12:10")),
            ParserFixture(
                "a column of labels with a DISCOUNT among them takes its column of values in order",
                """
                KEDAI ALI
                02/12/2026
                SUBTOTAL
                DISCOUNT
                TOTAL
                CASH
                CHANGE
                RM 12.00
                RM 2.00
                RM 10.00
                RM 20.00
                RM 10.00
                """,
                Draft.out("10.00", "KEDAI ALI", on: "2026-12-02")),
            ParserFixture(
                "a quantity's count on its own line above a column of money labels with DISC among them shifts no value",
                """
                KEDAI PERKAKAS ANEKA SDN BHD
                02/12/2026
                15AMP PLUG TOP (SIRIM)
                TOTAL QUANTITY
                1
                SUB-TOTAL (GST)
                DISC
                ROUNDING
                TOTAL
                CASH
                CHANGE
                4.00
                0.00
                0.00
                4.00
                20.00
                16.00
                """,
                Draft.out("4.00", "KEDAI PERKAKAS ANEKA SDN BHD", on: "2026-12-02", warnings: [.currencyAssumed])),
        ]
    }

    /// A total row that prints 0.00 is never the amount due: the total before it is.
    static var zeroTotals: [ParserFixture] {
        [
            ParserFixture(
                "grocer receipt with a 0.00 delivery-charges total after the change",
                """
                PASAR BORONG HARMONI SDN BHD
                DATE: 14/04/2018 18:30
                1) BERAS WANGI 10KG 32.45
                TOTAL 32.45
                ROUNDING ADJ 0.05
                ROUNDING 32.50
                CASH 50.00
                CHANGE 17.50
                TOTAL DELIVERY CHARGES 0.00
                """,
                Draft.out(
                    "32.50", "PASAR BORONG HARMONI SDN BHD", on: "2018-04-14", at: "18:30", warnings: [.currencyAssumed]
                ))
        ]
    }
}
