import SpenDropCore

/// Receipts as positioned OCR gives them (`x1,y1,x2,y2,x3,y3,x4,y4,text` box lines, or tesseract TSV), written for
/// this suite in the layouts real Malaysian receipts use: the parser must rebuild the rows a
/// person sees before reading them.
enum PositionedReceiptSamples {
    static var all: [ParserFixture] {
        [
            ParserFixture(
                "tesseract TSV of a receipt photo, its words rebuilt into rows, label and value apart",
                tesseractTSV([
                    (40, 20, "KEDAI"), (130, 20, "ROTI"), (210, 20, "CAHAYA"), (330, 20, "SDN"), (400, 20, "BHD"),
                    (40, 60, "12/11/2026"), (220, 60, "09:30"),
                    (40, 140, "ROTI"), (110, 140, "BAKAR"), (420, 141, "8.40"),
                    (40, 180, "TOTAL"), (420, 182, "8.40"),
                    (40, 220, "CASH"), (410, 221, "10.00"),
                    (40, 260, "CHANGE"), (420, 262, "1.60"),
                ]),
                Draft.out(
                    "8.40", "KEDAI ROTI CAHAYA SDN BHD", on: "2026-11-12", at: "09:30", warnings: [.currencyAssumed])),
            ParserFixture(
                "positioned receipt, labels in one column listed before their values, photo slightly slanted",
                """
                60,20,300,20,300,44,60,44,KEDAI RUNCIT MAJU JAYA SDN BHD
                80,50,280,50,280,70,80,70,(123456-A)
                40,80,200,80,200,100,40,100,Date: 15/11/2026
                30,200,180,200,180,220,30,220,SUBTOTAL
                30,230,180,230,180,250,30,250,SST 6%
                30,260,180,260,180,280,30,280,TOTAL
                30,290,180,290,180,310,30,310,CASH
                30,320,180,320,180,340,30,340,CHANGE
                300,204,360,204,360,224,300,224,20.00
                300,234,360,234,360,254,300,254,1.20
                300,264,360,264,360,284,300,284,21.20
                300,294,360,294,360,314,300,314,50.00
                300,324,360,324,360,344,300,344,28.80
                """,
                Draft.out("21.20", "KEDAI RUNCIT MAJU JAYA SDN BHD", on: "2026-11-15", warnings: [.currencyAssumed])),
            ParserFixture(
                "positioned receipt with a box the OCR found but read only spaces in: the box adds nothing",
                """
                60,20,300,20,300,44,60,44,KEDAI RUNCIT MAJU JAYA SDN BHD
                40,80,200,80,200,100,40,100,Date: 15/11/2026
                40,110,200,110,200,130,40,130,\u{20}\u{20}\u{20}
                30,200,180,200,180,220,30,220,GULA 1KG
                300,204,360,204,360,224,300,224,2.85
                30,260,180,260,180,280,30,280,TOTAL
                300,264,360,264,360,284,300,284,2.85
                30,290,180,290,180,310,30,310,CASH
                300,294,360,294,360,314,300,314,5.00
                30,320,180,320,180,340,30,340,CHANGE
                300,324,360,324,360,344,300,344,2.15
                """,
                Draft.out("2.85", "KEDAI RUNCIT MAJU JAYA SDN BHD", on: "2026-11-15", warnings: [.currencyAssumed])),
            ParserFixture(
                "positioned receipt with corners listed from the bottom right and one stray line the OCR added",
                """
                330,40,70,40,70,18,330,18,KEDAI MAKAN SERI WANGI ENTERPRISE
                -- page 1 of 1 --
                220,80,60,80,60,60,220,60,02/09/2026 19:05
                200,170,30,170,30,150,200,150,MEE GORENG
                350,170,290,170,290,150,350,150,7.50
                200,200,30,200,30,180,200,180,LIMAU AIS
                350,200,290,200,290,180,350,180,2.80
                200,240,30,240,30,220,200,220,TOTAL
                350,240,290,240,290,220,350,220,10.30
                """,
                Draft.out(
                    "10.30", "KEDAI MAKAN SERI WANGI ENTERPRISE", on: "2026-09-02", at: "19:05",
                    warnings: [.currencyAssumed])),
            ParserFixture(
                "positioned receipt with lines of spaces and tabs between its boxes: they are blank, not lines that fail to read",
                "70,18,330,18,330,40,70,40,KEDAI MAKAN SRI\n   \n60,60,220,60,220,80,60,80,02/12/2026 12:41\n\t \n"
                    + "30,150,200,150,200,170,30,170,NASI LEMAK\n290,150,350,150,350,170,290,170,8.50\n  \n"
                    + "30,220,200,220,200,240,30,240,TOTAL\n290,220,350,220,350,240,290,240,8.50",
                Draft.out(
                    "8.50", "KEDAI MAKAN SRI", on: "2026-12-02", at: "12:41",
                    warnings: [.currencyAssumed, .directionAssumed])),
            ParserFixture(
                "positioned receipt whose text holds commas, in reading order",
                """
                70,18,330,18,330,40,70,40,RESTORAN NASI KANDAR, PELITA SDN BHD
                60,60,220,60,220,80,60,80,28/10/2026 12:41
                30,150,200,150,200,170,30,170,NASI KANDAR, AYAM
                290,150,350,150,350,170,290,170,14.50
                30,180,200,180,200,200,30,200,TEH TARIK
                290,180,350,180,350,200,290,200,3.20
                30,220,200,220,200,240,30,240,TOTAL (RM)
                290,220,350,220,350,240,290,240,17.70
                """,
                Draft.out("17.70", "RESTORAN NASI KANDAR, PELITA SDN BHD", on: "2026-10-28", at: "12:41")),
            ParserFixture(
                "positioned hardware-shop receipt with a GST summary table after the amount due",
                """
                50,10,330,10,330,32,50,32,KEDAI PAIP DAN HARDWARE SDN BHD
                40,60,260,60,260,80,40,80,DATE: 04/01/2018 TIME: 15:39:00
                20,200,250,200,250,220,20,220,TOTAL SALES (EXCLUDING GST) :
                300,200,360,200,360,220,300,220,42.20
                20,225,250,225,250,245,20,245,TOTAL GST :
                300,225,360,225,360,245,300,245,2.53
                20,250,250,250,250,270,20,270,TOTAL SALES (INCLUSIVE OF GST) :
                300,250,360,250,360,270,300,270,44.73
                20,275,250,275,250,295,20,295,CASH :
                300,275,360,275,360,295,300,295,44.73
                20,320,200,320,200,340,20,340,GST SUMMARY
                20,345,330,345,330,365,20,365,TAX CODE % AMT(RM) TAX(RM)
                20,370,80,370,80,390,20,390,SR 6
                200,370,250,370,250,390,200,390,42.20
                300,370,350,370,350,390,300,390,2.53
                20,395,120,395,120,415,20,415,TOTAL :
                200,395,250,395,250,415,200,415,42.20
                300,395,350,395,350,415,300,415,2.53
                """,
                Draft.out("44.73", "KEDAI PAIP DAN HARDWARE SDN BHD", on: "2018-01-04", at: "15:39")),
            ParserFixture(
                "positioned receipt with two label-value pairs side by side on each row",
                """
                60,10,330,10,330,32,60,32,PASAR MINI SEJAHTERA SDN BHD
                40,50,240,50,240,70,40,70,DATE 18/03/2018
                20,200,140,200,140,220,20,220,TOTAL SAVING
                150,200,200,200,200,220,150,220,0.00
                260,200,320,200,320,220,260,220,TOTAL
                330,200,390,200,390,220,330,220,41.50
                20,230,140,230,140,250,20,250,QTY 8
                260,230,320,230,320,250,260,250,CHANGE
                330,230,390,230,390,250,330,250,8.50
                260,260,320,260,320,280,260,280,CASH
                330,260,390,260,390,280,330,280,50.00
                """,
                Draft.out("41.50", "PASAR MINI SEJAHTERA SDN BHD", on: "2018-03-18", warnings: [.currencyAssumed])),
            ParserFixture(
                "positioned receipt whose last box line was cut short after a corner number and a tab",
                """
                60,10,330,10,330,32,60,32,KEDAI ROTI SINAR PAGI
                40,50,240,50,240,70,40,70,DATE 21/06/2026
                20,200,140,200,140,220,20,220,ROTI KAYA
                260,200,320,200,320,220,260,220,4.20
                20,230,140,230,140,250,20,250,TOTAL
                260,230,320,230,320,250,260,250,4.20
                20,260,140,260,140,280,20,280,CASH
                260,260,320,260,320,280,260,280,5.00
                20,290,140,290,140,310,20,310,CHANGE
                260,290,320,290,320,310,260,310,0.80
                20,320,140\t
                """,
                Draft.out("4.20", "KEDAI ROTI SINAR PAGI", on: "2026-06-21", warnings: [.currencyAssumed])),
        ]
    }

    /// Tesseract's TSV (header, then one level-5 row a word) for words at `(left, top, text)`, each
    /// 20 pixels high and 12 a character wide, after a blank line as tesseract's output may start.
    static func tesseractTSV(_ words: [(Int, Int, String)]) -> String {
        var rows = [
            "", "level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext",
        ]
        for (index, (left, top, text)) in words.enumerated() {
            rows.append(
                "5\t1\t1\t1\t\(top / 40 + 1)\t\(index + 1)\t\(left)\t\(top)\t\(12 * text.count)\t20\t91.5\t\(text)")
        }
        return rows.joined(separator: "\n")
    }
}
