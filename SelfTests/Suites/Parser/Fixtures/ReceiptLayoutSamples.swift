import SpenDropCore

/// Receipt layouts whose amount due or shop name hides behind a printed detail: a total row that
/// prints 0.00, a column of values shorter than its column of labels, a tax note after the
/// change, a quantity before the total's label, a registration number in brackets, a name that
/// holds a tender's word. Written for this suite with invented shops and amounts; each field is checked.
enum ReceiptLayoutSamples {
    static var all: [ParserFixture] {
        zeroTotals
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
