import SpenDropCore

/// Receipt layouts whose amount due or shop name hides behind a printed detail: a total row that
/// prints 0.00, a column of values shorter than its column of labels, a tax note after the
/// change, a quantity before the total's label, a registration number in brackets, a name that
/// holds a tender's word. Written for this suite with invented shops and amounts; each field is checked.
enum ReceiptLayoutSamples {
    static var all: [ParserFixture] {
        zeroTotals + shortValueColumns
    }

    /// OCR lists a receipt's labels before their values, and some labels (a notice, a count with
    /// its value on its own line) print none: the values belong to the last labels.
    static var shortValueColumns: [ParserFixture] {
        [
            ParserFixture("hardware receipt whose NO CASH REFUND notice heads the column of labels before the total", """
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
            ParserFixture("kopitiam receipt whose item and quantity counts print their values apart, above the total", """
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
        ]
    }

    /// A total row that prints 0.00 is never the amount due: the total before it is.
    static var zeroTotals: [ParserFixture] {
        [
            ParserFixture("grocer receipt with a 0.00 delivery-charges total after the change", """
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
                Draft.out("32.50", "PASAR BORONG HARMONI SDN BHD", on: "2018-04-14", at: "18:30", warnings: [.currencyAssumed])),
        ]
    }
}
