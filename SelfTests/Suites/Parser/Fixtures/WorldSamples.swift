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
                "rupiah grouped with points: Rp35.000 is thirty-five thousand, not thirty-five",
                "GoPay: Pembayaran Rp35.000 ke WARUNG BU SRI berhasil pada 02/12/2026",
                Draft.out("IDR 35000.00", "WARUNG BU SRI", on: "2026-12-02")),
            ParserFixture(
                "rupiah grouped with points at the very end of the text, after the sentence's own point",
                "GoPay 02/12/2026: Pembayaran ke WARUNG BU SRI berhasil, Rp35.000.",
                Draft.out("IDR 35000.00", "WARUNG BU SRI", on: "2026-12-02")),
            ParserFixture(
                "a euro sign before points between thousands and a decimal comma, paid bei a shop",
                "Kartenzahlung €1.234,56 bei MEDIAMARKT am 02.12.2026",
                Draft.out("EUR 1234.56", "MEDIAMARKT", on: "2026-12-02")),
            ParserFixture(
                "a lone dollar sign is US dollars for a ringgit account; the shop after 'transaction with'",
                "Chase: You made a $9.17 transaction with TACO BELL on Dec 2, 2026.",
                Draft.out("USD 9.17", "TACO BELL", on: "2026-12-02")),
            ParserFixture(
                "money written with a lone $ reads its date month first, as the US writes it: 12/01 is 1 December",
                "Citi: A $45.20 purchase at TARGET was made on 12/01/2026.",
                Draft.out("USD 45.20", "TARGET", on: "2026-12-01")),
            ParserFixture(
                "a Malaysian till that prints $ means ringgit: the company's SDN BHD says where it is",
                """
                KEDAI RUNCIT MAJU SDN BHD
                02/12/2026 13:05
                Roti $2.50
                Teh $1.80
                Total: $4.30
                Cash $10.00
                Change $5.70
                """,
                Draft.out("MYR 4.30", "KEDAI RUNCIT MAJU SDN BHD", on: "2026-12-02", at: "13:05")),
            ParserFixture(
                "one sign misread as £ on a till that prints $ is outvoted: the total keeps its own currency",
                """
                KEDAI RUNCIT MAJU SDN BHD
                02/12/2026 13:05
                Roti £2.50
                Teh $1.80
                Total: 4.30
                Cash $10.00
                Change $5.70
                """,
                Draft.out("MYR 4.30", "KEDAI RUNCIT MAJU SDN BHD", on: "2026-12-02", at: "13:05")),
            ParserFixture(
                "an American receipt's BALANCE DUE is the amount to pay, where a Malaysian BALANCE is the change",
                """
                CORNER DELI
                08/02/2026 12:10
                TURKEY SUB 8.50
                CHIPS 1.25
                SUBTOTAL 9.75
                TAX 0.78
                BALANCE DUE $10.53
                """,
                Draft.out("USD 10.53", "CORNER DELI", on: "2026-08-02", at: "12:10")),
            ParserFixture(
                "a total label run together with its currency code (GRANDTOTALEUR) is a total",
                """
                BÄCKEREI MÜLLER
                02.12.2026
                BREZEL 1.20
                KAFFEE 2.40
                GRANDTOTALEUR 3.60
                """,
                Draft.out("EUR 3.60", "BÄCKEREI MÜLLER", on: "2026-12-02")),
            ParserFixture(
                "a total printed as a whole number, as rupee and franc receipts do, is read beside its label",
                """
                ARHAM RESTAURANT
                14/02/18
                TOMATO SOUP 1 199 199
                SubTotal: 1774.00
                FoodDis@50%: 887.00
                GrandTotal: 1108
                """,
                Draft.out(
                    "1108.00", "ARHAM RESTAURANT", on: "2018-02-14",
                    warnings: [.currencyAssumed, .totalUnconfirmed])),
            ParserFixture(
                "a total label run into its amount (Total2.67) and a total with one decimal (356.0) are read",
                """
                COLONIAL CC
                09/20/16 8:52AM
                COFFEE 2.00
                SubTotal 2.00
                Total2.67
                Cash 5.0
                Change 2.33
                """,
                Draft.out("2.67", "COLONIAL CC", on: "2016-09-20", at: "08:52", warnings: [.currencyAssumed])),
            ParserFixture(
                "a number after a total that is part of a date, a time or a percentage is no amount",
                """
                KEDAI MAJU
                ROTI 2.00
                TEH 3.00
                TOTAL 27/10/2009
                GST 6%
                TOTAL DUE 12:44
                TOTAL 5.00
                CASH 10.00
                CHANGE 5.00
                """,
                Draft.out("5.00", "KEDAI MAJU", on: "2009-10-27", at: "12:44", warnings: [.currencyAssumed])),
            ParserFixture(
                "one digit alone after a label (Final 1) counts something: it is no whole amount",
                """
                ATHENS MAIL FACILITY
                07/21/2014 08:44
                STAMPS $7.35
                ENVELOPE $5.00
                Final 1
                TOTAL $12.35
                """,
                Draft.out("USD 12.35", "ATHENS MAIL FACILITY", on: "2014-07-21", at: "08:44")),
            ParserFixture(
                "the full-width pound sign of a CJK font (￡) is pounds",
                "THE SEA FISH & CHIPS\n06/07/2016 13:48\nFish Bites ￡2.85\nCoke ￡1.50\nTotal: ￡4.35\nCash ￡5.00\nChange: ￡0.65",
                Draft.out("GBP 4.35", "THE SEA FISH & CHIPS", on: "2016-07-06", at: "13:48")),
            ParserFixture(
                "a Dutch receipt: Totaal is the total, Contant the cash and Wisselgeld the change",
                """
                BAKKERIJ DE ZON
                05/09/2011 07:12
                1 Koffie 2.50
                1 Croissant 1.95
                Totaal EUR 4.45
                Contant EUR 10.00
                Wisselgeld EUR 5.55
                """,
                Draft.out("EUR 4.45", "BAKKERIJ DE ZON", on: "2011-09-05", at: "07:12")),
            ParserFixture(
                "a Spanish total run together with its words (TOTALAPAGAREUROS) is the amount to pay",
                """
                SUPERMERCADO DIA
                30-06-2014 13:31
                PAN 0.65
                LECHE 0.71
                IVA 10% 0.12
                TOTALAPAGAREUROS 1.36
                EFECTIVO 2.00
                CAMBIO 0.64
                """,
                Draft.out("1.36", "SUPERMERCADO DIA", on: "2014-06-30", at: "13:31", warnings: [.currencyAssumed])),
            ParserFixture(
                "a Croatian UKUPNO with the kuna's sign run into it is the total, its decimal comma read",
                """
                KONOBA BUGENVILA
                19.09.2014 15:32
                RIBA 1,000 x 125,00
                SLADOLED 1,000 x 15,00
                UKUPNOkn 140,00
                GOTOVINA 200,00
                """,
                Draft.out(
                    "140.00", "KONOBA BUGENVILA", on: "2014-09-19", at: "15:32",
                    warnings: [.currencyAssumed, .amountCorrected])),
            ParserFixture(
                "labels run together in changing letter case (TAKEOUTTotal) are read as their words",
                """
                FIVE GUYS
                11/05/2016 03:20PM
                BURGER 8.50
                FRIES 3.95
                TAKEOUTTotal 12.45
                CASH 20.00
                CHANGE 7.55
                """,
                Draft.out("12.45", "FIVE GUYS", on: "2016-05-11", at: "15:20", warnings: [.currencyAssumed])),
            ParserFixture(
                "TOTAL PAID is what was handed over; the receipt's TOTAL before it is the bill",
                """
                CONNOR STORE
                10-11-2013 15:31
                SKINNY JEAN $19.95
                TOTAL $19.95
                Total Tendered $20.00
                Total paid $0.05
                """,
                Draft.out("USD 19.95", "CONNOR STORE", on: "2013-10-11", at: "15:31")),
            ParserFixture(
                "GROSS AMOUNT is before tax and NET AMOUNT the bill, as Indian receipts print them",
                """
                JAWED HABIB HAIR AND BEAUTY
                12-10-2016 05:10 PM
                SMOOTHING 5500.00
                Gross Amount: 5500.00
                Ser TAX 15%: 825.00
                Net Amount: 6325.00
                """,
                Draft.out(
                    "6325.00", "JAWED HABIB HAIR AND BEAUTY", on: "2016-10-12", at: "17:10",
                    warnings: [.currencyAssumed])),
            ParserFixture(
                "an item voided beside its amount (VOID $0.00) cancels no sale",
                """
                NUMPANG SANDWICH SHOP
                09/18/2012 10:24
                CATFISH SANDWICH $9.00
                PORK BELLY $8.70
                VOID $0.00
                TOTAL $17.70
                CASH $20.00
                CHANGE $2.30
                """,
                Draft.out("USD 17.70", "NUMPANG SANDWICH SHOP", on: "2012-09-18", at: "10:24")),
            ParserFixture(
                "any ISO code written before the amount names its currency: a dirham card payment from the Gulf",
                "Your debit card XXX1234 was used for AED100.50 on 02/12/2026 at CARREFOUR MOE. Avl.Bal AED 200.75.",
                Draft.out("AED 100.50", "CARREFOUR MOE", on: "2026-12-02", card: "1234")),
            ParserFixture(
                "a code that is also a word (ALL) names no currency: the amount stays in ringgit",
                "You paid RM12.50 to ALL IN ONE MART on 02/12/2026",
                Draft.out("12.50", "ALL IN ONE MART", on: "2026-12-02")),
            ParserFixture(
                "a Japanese receipt: 合計 is the total, 小計 the subtotal, お預り the cash and お釣り the change",
                "ローソン 渋谷店\n2026年12月2日 13:05\nおにぎり ¥150\nお茶 ¥140\n小計 ¥290\n消費税 ¥23\n合計 ¥313\nお預り ¥1,000\nお釣り ¥687",
                Draft.out("JPY 313", "ローソン 渋谷店", on: "2026-12-02", at: "13:05")),
            ParserFixture(
                "a Chinese receipt: 合计 is the total, 现金 the cash and 找零 the change",
                "全家便利店\n2026-12-02 09:15\n牛奶 12.00\n面包 8.50\n合计 20.50元\n现金 50.00元\n找零 29.50元",
                Draft.out("CNY 20.50", "全家便利店", on: "2026-12-02", at: "09:15")),
            ParserFixture(
                "a Korean receipt: 합계 is the total, 현금 the cash and 거스름돈 the change, in 원",
                "GS25 역삼점\n2026-12-02 18:40\n삼각김밥 1,500원\n우유 2,300원\n합계 3,800원\n현금 5,000원\n거스름돈 1,200원",
                Draft.out("KRW 3800", "GS25 역삼점", on: "2026-12-02", at: "18:40")),
            ParserFixture(
                "HK$ is Hong Kong dollars", "HSBC: HK$120.50 paid at MAXIM'S on 02/12/2026",
                Draft.out("HKD 120.50", "MAXIM'S", on: "2026-12-02", account: "HSBC")),
            ParserFixture(
                "a yen sign before two decimals writes yuan", "已收款 ¥100.00 来自 张伟",
                Draft.into("CNY 100.00", "张伟", warnings: [.dateMissing])),
            ParserFixture(
                "money sent 'to you' came in, whatever verb the sender's bank used; the sender is the verb's subject",
                "DuitNow: ALI BIN ABU has transferred RM50.00 to you on 02/12/2026.",
                Draft.into("MYR 50.00", "ALI BIN ABU", on: "2026-12-02")),
            ParserFixture(
                "US$ as banks here write it keeps the date day first: 03/12 is 3 December",
                "You paid US$9.17 at BLUE BOTTLE on 03/12/2026", Draft.out("USD 9.17", "BLUE BOTTLE", on: "2026-12-03")),
            ParserFixture(
                "'to you' that ends the text names the user",
                "DuitNow 02/12/2026\nSITI AMINAH\nRM50.00 sent to you",
                Draft.into("MYR 50.00", "SITI AMINAH", on: "2026-12-02")),
            ParserFixture(
                "'to you' that ends its line names the user, whatever name starts the next line",
                "DuitNow: RM50.00 sent to you\nSITI AMINAH\n02/12/2026",
                Draft.into("MYR 50.00", nil, on: "2026-12-02", warnings: [.merchantMissing])),
            ParserFixture(
                "'to YOU TIAO SHOP' names a shop, not you: the money went out",
                "You paid RM10.00 to YOU TIAO SHOP on 02/12/2026",
                Draft.out("MYR 10.00", nil, on: "2026-12-02", warnings: [.merchantMissing])),
            ParserFixture(
                "a French month name, and the shop after 'chez'",
                "Carte: paiement de 23,45 EUR le 2 décembre 2026 chez FNAC",
                Draft.out("EUR 23.45", "FNAC", on: "2026-12-02")),
            ParserFixture(
                "a Japanese date written with 年, 月 and 日", "ローソン 2026年12月2日 お支払い金額 ¥725",
                Draft.out("JPY 725", nil, on: "2026-12-02", warnings: [.merchantMissing, .directionAssumed])),
            ParserFixture(
                "a till spaces a Japanese label's characters out (合 計, お 預 り): still the total and the cash",
                "ローソン 渋谷店\n2026年12月2日 13:05\nおにぎり ¥150\nお茶 ¥140\n小 計 ¥290\n消 費 税 ¥23\n合 計 ¥313\n"
                    + "お 預 り ¥1,000\nお 釣 り ¥687",
                Draft.out("JPY 313", "ローソン 渋谷店", on: "2026-12-02", at: "13:05")),
            ParserFixture(
                "a Japanese era's year: 令和元年 is the first of Reiwa, 2019",
                "ローソン 渋谷店\n令和元年10月1日 13:05\nおにぎり ¥150\nお茶 ¥140\n小計 ¥290\n消費税 ¥23\n合計 ¥313",
                Draft.out("JPY 313", "ローソン 渋谷店", on: "2019-10-01", at: "13:05")),
            ParserFixture(
                "a Japanese era's initial before the year, as tills print it: H30.3.27 is 2018",
                "ローソン 渋谷店\nH30.3.27 19:05\nおにぎり ¥150\nお茶 ¥140\n小計 ¥290\n消費税 ¥23\n合計 ¥313",
                Draft.out("JPY 313", "ローソン 渋谷店", on: "2018-03-27", at: "19:05")),
            ParserFixture(
                "an era's initial before four numbers is a version, no date",
                "ローソン 渋谷店\nR1.2.3.4 19:05\nおにぎり ¥150\nお茶 ¥140\n小計 ¥290\n消費税 ¥23\n合計 ¥313",
                Draft.out("JPY 313", "ローソン 渋谷店", at: "19:05", warnings: [.dateMissing])),
            ParserFixture(
                "a yen receipt writes a two-digit year first: 25/06/02 is 2 June 2025, not 25 June 2002",
                "ファミリーマート 銀座店\n25/06/02 15:23\nおにぎり ¥150\nお茶 ¥140\n合計 ¥290\nお預り ¥1,000\nお釣り ¥710",
                Draft.out("JPY 290", "ファミリーマート 銀座店", on: "2025-06-02", at: "15:23")),
            ParserFixture(
                "the count of things bought inside the total's label (合計 2点 ¥1,940) leaves it the total; PayPay is a payment",
                "ドトール 渋谷店\n2025/06/09 (月) 18:56\nパスタ たらこ ¥960\nパスタ ボンゴレ ¥980\n合計 2点 ¥1,940\n(内消費税等 ¥176)\nPayPay ¥1,940",
                Draft.out("JPY 1940", "ドトール 渋谷店", on: "2025-06-09", at: "18:56")),
            ParserFixture(
                "labels above their values, a value marked with its tax rate (¥114軽): each label still takes its value",
                "FamilyMart\n銀座七丁目店\n2023年10月25日(水) 16:39\nビタミン野菜\n合計\n(内消費税等\nQUICPay支払\n¥114軽\n¥114\n¥8)\n¥114",
                Draft.out("JPY 114", "FamilyMart", on: "2023-10-25", at: "16:39")),
            ParserFixture(
                "a Japanese receipt that writes no currency is in yen, its grouped amounts (2,050) money",
                "周黒鴨 西川口本店\n2026/05/29(金)\n土豆片 2 @410 820\n腐竹 3 @410 1,230\n小計 2,050\n(内税 8%) 152\nお支払金額 2,050\nクレジット 2,050",
                Draft.out("JPY 2050", "周黒鴨 西川口本店", on: "2026-05-29", warnings: [.currencyAssumed])),
            ParserFixture(
                "a Korean receipt that writes no currency is in won, its grouped amounts money and its two-digit year first",
                "GS25 역삼점\n26.12.02 18:40\n삼각김밥 1,500\n우유 2,300\n합계 3,800\n현금 5,000\n거스름돈 1,200",
                Draft.out("KRW 3800", "GS25 역삼점", on: "2026-12-02", at: "18:40", warnings: [.currencyAssumed])),
            ParserFixture(
                "お預り合計 is the cash handed over, not the total",
                "LAWSON\n2021年 8月28日 (土) 16:29\nシュークリーム ¥110\nミニパック ¥43\n合計 ¥153\nお預り合計 ¥160\nお釣 ¥7",
                Draft.out("JPY 153", "LAWSON", on: "2021-08-28", at: "16:29")),
            ParserFixture(
                "a receipt whose OCR lines run bottom to top (its day below its money) is read from its last line up when that reading's arithmetic confirms it",
                "¥687\nお釣り\n¥1,000\nお預り\n¥313\n合計\n¥290\n小計\nお茶 ¥140\nおにぎり ¥150\n2026年12月2日 13:05\nローソン 渋谷店",
                Draft.out("JPY 313", "ローソン 渋谷店", on: "2026-12-02", at: "13:05")),
            ParserFixture(
                "items whose prices an OCR put alone on the next line still make the text a receipt, read for its total",
                "イオン 幕張店\n2024/10/30 10:15\n牛乳\n¥198\nパン\n¥150\n合計\n¥348",
                Draft.out("JPY 348", "イオン 幕張店", on: "2024-10-30", at: "10:15")),
            ParserFixture(
                "残額 on a transit notice is what is left on the card, not a second payment",
                "Tokyo Metro\n2024年11月2日\n運賃: ¥180\n残額: ¥1,420",
                Draft.out("JPY 180", "Tokyo Metro", on: "2024-11-02", warnings: [.directionAssumed])),
            ParserFixture(
                "TOTAL 12 ITEMS with no amount on its line counts things: no second total to doubt the first",
                "KEDAI ALI\n02/12/2026\nNASI 10.00\nTEH 2.50\nTOTAL 12.50\nTOTAL 12 ITEMS\nCASH 20.00\nCHANGE 7.50",
                Draft.out("12.50", "KEDAI ALI", on: "2026-12-02", warnings: [.currencyAssumed])),
            ParserFixture(
                "an era's initial is a date only in a yen or won text: lot R1.2.3 on a ringgit notice is a code",
                "Paid RM12.50 at KEDAI ALI for lot R1.2.3 on 02/12/2026",
                Draft.out("MYR 12.50", "KEDAI ALI", on: "2026-12-02")),
            ParserFixture(
                "TOTAL 2 items 19.40 is the total of two things, not a count",
                "CAFE ROMA\n09/06/2025 18:56\nPasta 9.60\nPasta 9.80\nTOTAL 2 items 19.40\nVisa 19.40",
                Draft.out("19.40", "CAFE ROMA", on: "2025-06-09", at: "18:56", warnings: [.currencyAssumed])),
            ParserFixture(
                "a Japanese day with no year (12月2日) is the latest such day, and says its year was assumed",
                "ローソン 12月2日 お支払い金額 ¥725",
                Draft.out(
                    "JPY 725", nil, on: "2026-12-02", warnings: [.yearAssumed, .merchantMissing, .directionAssumed])),
            ParserFixture(
                "a CJK date with its year keeps its day when the OCR lost the 日 after it",
                "ローソン 2026年12月1 お支払い金額 ¥725",
                Draft.out("JPY 725", nil, on: "2026-12-01", warnings: [.merchantMissing, .directionAssumed])),
            ParserFixture(
                "thousands set apart by narrow no-break spaces, as French formats write them, are one amount",
                "Carte : paiement de 104\u{202F}241,15\u{00A0}€ le 2 décembre 2026 chez FNAC",
                Draft.out("EUR 104241.15", "FNAC", on: "2026-12-02")),
            ParserFixture(
                "Spanish and Portuguese put de between a date's parts: 16 de octubre de 2026",
                "FNAC CALLAO\n16 de octubre de 2026\nLIBRO 23,45 €\nTOTAL 23,45 €\nEFECTIVO 30,00 €\nCAMBIO 6,55 €",
                Draft.out("EUR 23.45", "FNAC CALLAO", on: "2026-10-16")),
            ParserFixture(
                "German and Croatian put a point after the day: 23. April 2026, 20. kolovoza 2026.",
                "KEDAI ALI\n23. April 2026\nNASI 10,00 €\nTOTAL 12,50 €\nCASH 20,00 €\nCHANGE 7,50 €",
                Draft.out("EUR 12.50", "KEDAI ALI", on: "2026-04-23")),
            ParserFixture(
                "Korean writes a date's parts each with a point: 2026. 4. 8.",
                "GS25 역삼점\n2026. 4. 8.\n삼각김밥 ₩1,500\n합계 ₩1,500\n현금 ₩2,000\n거스름돈 ₩500",
                Draft.out("KRW 1500", "GS25 역삼점", on: "2026-04-08")),
            ParserFixture(
                "Malay writes after noon PTG and before it PG: 1:45 PTG is 13:45, 12:05 PG is 00:05",
                "KEDAI ALI\n02/12/2026 1:45 PTG\nNASI RM10.00\nTOTAL RM10.00\nTUNAI RM20.00\nBAKI RM10.00",
                Draft.out("10.00", "KEDAI ALI", on: "2026-12-02", at: "13:45")),
            ParserFixture(
                "Chinese and Japanese put the half of the day before the time: 下午1:45 is 13:45",
                "全家便利店\n2026-12-02 下午1:45\n牛奶 12.00\n面包 8.50\n合计 20.50元\n现金 50.00元\n找零 29.50元",
                Draft.out("CNY 20.50", "全家便利店", on: "2026-12-02", at: "13:45")),
            ParserFixture(
                "a CJK date cut short at the end of the text is no date",
                "Paid RM5.00 on 2026年12月", Draft.out("MYR 5.00", nil, warnings: [.dateMissing, .merchantMissing])),
            ParserFixture(
                "a receipt's month, day and two-digit year after an apostrophe",
                "You paid US$8.40 at BLUE BOTTLE on Nov29'26.",
                Draft.out("USD 8.40", "BLUE BOTTLE", on: "2026-11-29")),
            ParserFixture(
                "an ordinal day with the year glued on, as receipts print it",
                "Paid US$8.40 at BLUE BOTTLE Tuesday,November24th2026",
                Draft.out("USD 8.40", "BLUE BOTTLE", on: "2026-11-24")),
            ParserFixture(
                "a day's name glued to the date (Tue09/20/16) is a receipt's way of printing it",
                "Tue09/20/16 8:52AM\nPaid US$2.67 at COLONIAL CC",
                Draft.out("USD 2.67", "COLONIAL CC", on: "2016-09-20", at: "08:52")),
            ParserFixture(
                "a number after # is no day: KS#3 Oct.10'15 is 10 October 2015",
                "KS#3 Oct.10'15(Sat) 11:01\nPaid US$8.40 at BLUE BOTTLE",
                Draft.out("USD 8.40", "BLUE BOTTLE", on: "2015-10-10", at: "11:01")),
            ParserFixture(
                "an address's unit number with the street glued on (1-1-24KristalPoint) is no date",
                """
                SSAMBAP
                1-1-24KristalPoint Jalan Tun Dr Awang
                Date: 2015-08-12 13:15:31
                Bulgogi 18.00
                Subtotal 18.00
                Total 18.00
                Cash 20.00
                Change 2.00
                """,
                Draft.out("18.00", "SSAMBAP", on: "2015-08-12", at: "13:15", warnings: [.currencyAssumed])),
            ParserFixture(
                "rupees grouped in lakhs (13,30,614.75) are read whole",
                "An amount of INR 13,30,614.75 has been credited to your account XX6785 on 02/12/2025 by AXIS MUTUAL FUND",
                Draft.into("INR 1330614.75", "AXIS MUTUAL FUND", on: "2025-12-02", card: "6785")),
            ParserFixture(
                "an amount with no whole units after its currency (EUR .93)",
                "Your card transaction from ORACLE IRELAND with EUR .93 on 15/11/25 has been refunded.",
                Draft.into("EUR 0.93", "ORACLE IRELAND", on: "2025-11-15")),
            ParserFixture(
                "an account line saying CREDIT with an amount is money in",
                "Account No. XXXXXXXX1234 CREDIT with amount Rs. 5550.00 on 02-03-2026. Balance: Rs.40000.00.",
                Draft.into("INR 5550.00", nil, on: "2026-03-02", card: "1234", warnings: [.merchantMissing])),
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
