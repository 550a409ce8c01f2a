import SpenDropCore

/// Money written as other countries write it: a currency's own symbol (`€`, `฿`, `円`), its
/// abbreviation with a dot (`Rs.`), or a decimal comma before a currency code (`1.415,62 EUR`),
/// read as that currency whatever the default is; German and French words of direction, and the
/// labels of receipts printed in French, German, Italian and Spanish.
enum WorldSamples {
    static var all: [ParserFixture] {
        [
            ParserFixture(
                "an Indian card SMS with Rs. and its dot before the amount",
                "ICICI Bank: Rs.250.00 spent on your card ending 1234 at BIG BAZAAR on 02-12-26.",
                Draft.out("INR 250.00", "BIG BAZAAR", on: "2026-12-02", card: "1234")),
            ParserFixture(
                "rupees without a dot or decimals, credited",
                "Axis Bank: Rs 1,200 credited to a/c XX5678 on 02-12-26 by PRIYA SHARMA.",
                Draft.into("INR 1200.00", "PRIYA SHARMA", on: "2026-12-02", card: "5678")),
            ParserFixture(
                "a euro sign before the amount", "Revolut: You paid €12.50 at CAFE CENTRAL on 2 Dec 2026.",
                Draft.out("EUR 12.50", "CAFE CENTRAL", on: "2026-12-02")),
            ParserFixture(
                "a baht sign before the amount", "SCB: ฿350.00 transferred to SOMCHAI on 02/12/2026.",
                Draft.out("THB 350.00", "SOMCHAI", on: "2026-12-02")),
            ParserFixture(
                "yen written 円 after the amount", "Rakuten Pay: 725円 paid at LAWSON on 2026-12-02.",
                Draft.out("JPY 725", "LAWSON", on: "2026-12-02")),
            ParserFixture(
                "a German card transaction: a decimal comma before the euro code, the minus its sign",
                "Sparkasse: Kartenumsatz -23,45 EUR",
                Draft.out("EUR 23.45", nil, warnings: [.dateMissing, .merchantMissing])),
            ParserFixture(
                "German money received: points between thousands, a comma before the cents",
                "Gehalt eingegangen: 2.350,00 EUR",
                Draft.into("EUR 2350.00", nil, warnings: [.dateMissing, .merchantMissing])),
            ParserFixture(
                "a French transfer with a decimal comma, dated day first",
                "BNP: virement de 150,00 EUR effectué le 02/12/2026",
                Draft.out("EUR 150.00", nil, on: "2026-12-02", warnings: [.merchantMissing])),
            ParserFixture(
                "a French receipt: its Somme is the total, TVA its tax, Espèces and Rendu cash and change",
                """
                CAFE DU PORT
                Date: 02/12/2026
                Cafe creme 1*3,50EUR 3,50EUR
                Croissant 1*2,00EUR 2,00EUR
                Somme 5,50EUR
                Incl.10%TVA 0,50EUR
                Espèces 10,00EUR
                Rendu 4,50EUR
                """, Draft.out("EUR 5.50", "CAFE DU PORT", on: "2026-12-02")),
            ParserFixture(
                "a request received is no money received",
                "You have received a payment request of RM30.00 from ALI. Approve or decline in your app.",
                .rejected(.requestOrReminder)),
            ParserFixture(
                "'ignore if paid' under a bill names no payment made",
                "Unifi: Your bill of RM88.00 is due on 20/12/2026. Ignore if paid.", .rejected(.requestOrReminder)),
        ]
    }
}
