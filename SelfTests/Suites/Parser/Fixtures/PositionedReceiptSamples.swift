import SpenDropCore

/// Receipts as positioned OCR gives them (`x1,y1,x2,y2,x3,y3,x4,y4,text` box lines), written for
/// this suite in the layouts real Malaysian receipts use: the parser must rebuild the rows a
/// person sees before reading them.
enum PositionedReceiptSamples {
    static var all: [ParserFixture] {[
        ParserFixture("positioned receipt, labels in one column listed before their values, photo slightly slanted", """
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
        ParserFixture("positioned receipt whose text holds commas, in reading order", """
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
    ]}
}
