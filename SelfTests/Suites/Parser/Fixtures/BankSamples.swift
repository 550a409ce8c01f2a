import SpenDropCore

/// Maybank / MAE, CIMB, RHB, Public Bank and Hong Leong Bank notifications, and DuitNow QR and
/// DuitNow transfers as any bank shows them.
enum BankSamples {
    static var all: [ParserFixture] {
        maybank + cimb + rhb + publicBank + hongLeong + duitNow
    }

    static var maybank: [ParserFixture] {
        [
            ParserFixture(
                "Maybank2u DuitNow transfer received",
                "Maybank2u: You have received RM150.00 from AISYAH BINTI AHMAD via DuitNow on 01 Dec 2026",
                Draft.into("150.00", "AISYAH BINTI AHMAD", on: "2026-12-01", account: "Maybank")),
            ParserFixture(
                "Maybank SMS with the RM0 prefix, debited for JomPAY",
                "RM0 Maybank: Your a/c 5123xxxxxx8890 has been debited RM45.60 for JOMPAY TNB on 02/12/26.",
                Draft.out("45.60", "JOMPAY TNB", on: "2026-12-02", account: "Maybank", card: "8890")),
            ParserFixture(
                "MAE DuitNow QR payment",
                "MAE: You've paid RM7.80 to NASI LEMAK ANTARABANGSA via DuitNow QR on 02 Dec 2026 08:02:11. Ref No: 20261202MBBEMYKL0100012345",
                Draft.out(
                    "7.80", "NASI LEMAK ANTARABANGSA", on: "2026-12-02", at: "08:02", ref: "20261202MBBEMYKL0100012345",
                    account: "MAE")),
            ParserFixture(
                "Maybank2u transfer sent",
                "Maybank2u: You have successfully transferred RM200.00 to LIM WEI MING on 02-Dec-2026 at 21:15. Reference: 2612022115MB001",
                Draft.out(
                    "200.00", "LIM WEI MING", on: "2026-12-02", at: "21:15", ref: "2612022115MB001", account: "Maybank")
            ),
            ParserFixture(
                "MAE DuitNow transfer received screen",
                "MAE by Maybank2u\nDuitNow Transfer Received\nRM 35.00 from CHONG KAR WAI\n02 Dec 2026, 14:50",
                Draft.into("35.00", "CHONG KAR WAI", on: "2026-12-02", at: "14:50", account: "MAE")),
            ParserFixture(
                "Maybank Visa card charged",
                "Maybank: Your Maybank Visa card ending 7788 was charged MYR 129.00 at LAZADA MALAYSIA on 01/12/2026 22:47.",
                Draft.out("129.00", "LAZADA MALAYSIA", on: "2026-12-01", at: "22:47", account: "Maybank", card: "7788")),
            ParserFixture(
                "Maybank2u payment that went through, mentioning the TAC only in passing",
                "Maybank2u: Payment of RM45.90 to KEDAI BUNGA MAWAR was successful on 02/12/2026 10:15. Never share your TAC with anyone.",
                Draft.out("45.90", "KEDAI BUNGA MAWAR", on: "2026-12-02", at: "10:15", account: "Maybank")),
            ParserFixture(
                "Maybank2u in Malay, money received",
                "Maybank2u: Anda telah menerima RM80.00 daripada SITI NURHALIZA melalui DuitNow pada 02/12/2026.",
                Draft.into("80.00", "SITI NURHALIZA", on: "2026-12-02", account: "Maybank")),
            ParserFixture(
                "Maybank card transaction in Malay",
                "Maybank: Transaksi RM35.00 di KEDAI RUNCIT ABC menggunakan kad berakhir 1234 pada 02/12/2026 telah berjaya.",
                Draft.out("35.00", "KEDAI RUNCIT ABC", on: "2026-12-02", account: "Maybank", card: "1234")),
            ParserFixture(
                "Maybank2u money received with an ISO date",
                "Maybank2u: You have received RM 1,500.00 from SYARIKAT XYZ SDN BHD on 2026-12-01.",
                Draft.into("1500.00", "SYARIKAT XYZ SDN BHD", on: "2026-12-01", account: "Maybank")),
            ParserFixture(
                "Maybank2u transfer received of six figures, three digits before the thousands comma",
                "Maybank2u: You have received RM 125,000.00 from SYARIKAT XYZ SDN BHD on 2026-12-01.",
                Draft.into("125000.00", "SYARIKAT XYZ SDN BHD", on: "2026-12-01", account: "Maybank")),
            ParserFixture(
                "Maybank ATM withdrawal",
                "MAYBANK: RM 50.00 withdrawn from ATM at MAYBANK SS2 on 02/12/2026 10:00",
                Draft.out("50.00", "MAYBANK SS2", on: "2026-12-02", at: "10:00", account: "Maybank")),
            ParserFixture(
                "Maybank2u money received with a Malay month",
                "Maybank2u: You have received RM10.00 from ALI on 02 Dis 2026, 10:00 pagi.",
                Draft.into("10.00", "ALI", on: "2026-12-02", at: "10:00", account: "Maybank")),
            ParserFixture(
                "Maybank2u bill payment",
                "Maybank2u: Payment of RM230.45 to TENAGA NASIONAL BERHAD is successful on 30 Nov 2026 20:12. Ref No: M2U3011202601234",
                Draft.out(
                    "230.45", "TENAGA NASIONAL BERHAD", on: "2026-11-30", at: "20:12", ref: "M2U3011202601234",
                    account: "Maybank")),
        ]
    }

    static var cimb: [ParserFixture] {
        [
            ParserFixture(
                "CIMB card transaction with the available limit",
                "CIMB: A transaction of MYR 89.90 was made on your card ending 4321 at TNB on 02-12-2026 10:15:22. Avail limit: MYR 4,910.10",
                Draft.out("89.90", "TNB", on: "2026-12-02", at: "10:15", account: "CIMB", card: "4321")),
            ParserFixture(
                "CIMB Clicks DuitNow transfer sent",
                "CIMB Clicks: DuitNow Transfer of RM50.00 to LIM WEI MING was successful on 02/12/2026 at 09:15. Ref 1234567.",
                Draft.out("50.00", "LIM WEI MING", on: "2026-12-02", at: "09:15", ref: "1234567", account: "CIMB")),
            ParserFixture(
                "CIMB OCTO salary received from a company",
                "CIMB OCTO: You've received RM1,250.00 from SYARIKAT MAJU JAYA SDN. BHD. on 01/12/2026 (Salary). Ref No: CT2612010001",
                Draft.into(
                    "1250.00", "SYARIKAT MAJU JAYA SDN. BHD.", on: "2026-12-01", ref: "CT2612010001", account: "CIMB")),
            ParserFixture(
                "Maybank2u payment whose text ends with the payee, SDN. BHD. with its last point",
                "Maybank2u: You have successfully paid RM150.00 to SYARIKAT MAJU JAYA SDN. BHD.",
                Draft.out("150.00", "SYARIKAT MAJU JAYA SDN. BHD.", account: "Maybank", warnings: [.dateMissing])),
            ParserFixture(
                "Maybank2u payment cut off right after to THE names no merchant",
                "Maybank2u: You have paid RM12.50 to THE",
                Draft.out("12.50", nil, account: "Maybank", warnings: [.dateMissing, .merchantMissing])),
            ParserFixture(
                "a transfer whose payee comes before of and the amount: of is not the name's",
                "Maybank2u: Transfer to SITI AMINAH of RM50.00 successful on 02/12/2026.",
                Draft.out("50.00", "SITI AMINAH", on: "2026-12-02", account: "Maybank")),
            ParserFixture(
                "a transfer whose payee's name is blacked out, to of RM50.00, names no merchant rather than of",
                "Maybank2u: Transfer to of RM50.00 successful on 02/12/2026.",
                Draft.out("50.00", nil, on: "2026-12-02", account: "Maybank", warnings: [.merchantMissing])),
            ParserFixture(
                "a payment to BANK OF CHINA of RM50.00: the of inside the name stays, the one before the amount goes",
                "Maybank2u: Payment to BANK OF CHINA of RM50.00 was successful on 02/12/2026.",
                Draft.out("50.00", "BANK OF CHINA", on: "2026-12-02", account: "Maybank")),
            ParserFixture(
                "a payment in Malay whose payee comes before sebanyak and the amount",
                "Maybank2u: Pembayaran kepada KEDAI ALI sebanyak RM50.00 berjaya pada 02/12/2026.",
                Draft.out("50.00", "KEDAI ALI", on: "2026-12-02", account: "Maybank")),
            ParserFixture(
                "an amount that ends a sentence with no space after its point (RM50.Thank you) is RM 50.00",
                "Maybank2u: Payment to KEDAI ALI of RM50.Thank you for using Maybank2u.",
                Draft.out("50.00", "KEDAI ALI", account: "Maybank", warnings: [.dateMissing])),
            ParserFixture(
                "CIMB card spending with a call-us footer",
                "CIMB: RM 64.30 spent at AEON BIG MID VALLEY with card ending 4321 on 02 Dec 2026 19:33. Not you? Call 03-6204 7788.",
                Draft.out("64.30", "AEON BIG MID VALLEY", on: "2026-12-02", at: "19:33", account: "CIMB", card: "4321")),
            ParserFixture(
                "CIMB card spending on a day that does not exist gives no date, never a guess",
                "CIMB: RM 30.00 spent at TEALIVE on 31/11/2026 10:00.",
                Draft.out("30.00", "TEALIVE", at: "10:00", account: "CIMB", warnings: [.dateMissing])),
            ParserFixture(
                "CIMB card charged in US dollars",
                "CIMB: A transaction of USD 12.99 was made on your card ending 4321 at NETFLIX.COM on 01-12-2026 03:00:05.",
                Draft.out("USD 12.99", "NETFLIX.COM", on: "2026-12-01", at: "03:00", account: "CIMB", card: "4321")),
        ]
    }

    static var rhb: [ParserFixture] {
        [
            ParserFixture(
                "RHB Now JomPAY bill payment",
                "RHB Now: Payment of RM120.00 to UNIFI (TM) via JomPAY was successful on 01/12/2026 20:30. Ref: 8812345678",
                Draft.out("120.00", "UNIFI (TM)", on: "2026-12-01", at: "20:30", ref: "8812345678", account: "RHB")),
            ParserFixture(
                "RHB DuitNow QR debit",
                "RHB: MYR 15.00 debited from a/c xxxxxx5678 for DuitNow QR to KEDAI MAKAN SRI MELAKA on 02-12-2026 12:44.",
                Draft.out(
                    "15.00", "KEDAI MAKAN SRI MELAKA", on: "2026-12-02", at: "12:44", account: "RHB", card: "5678")),
            ParserFixture(
                "RHB funds credited from a person",
                "RHB: Funds of RM500.00 credited to your a/c xxxxxx5678 from MOHD FAIZAL BIN RAHMAN on 01/12/2026.",
                Draft.into("500.00", "MOHD FAIZAL BIN RAHMAN", on: "2026-12-01", account: "RHB", card: "5678")),
            ParserFixture(
                "RHB card used at a petrol station",
                "RHB Card Alert: Card ending 2468 used at SHELL BANDAR SUNWAY for RM80.00 on 02-Dec-2026 07:58.",
                Draft.out("80.00", "SHELL BANDAR SUNWAY", on: "2026-12-02", at: "07:58", account: "RHB", card: "2468")),
        ]
    }

    static var publicBank: [ParserFixture] {
        [
            ParserFixture(
                "Public Bank FPX payment",
                "PBB: MYR 120.00 was debited from your acct xxxxxx4321 for FPX payment to LAZADA on 02-12-2026 10:22.",
                Draft.out("120.00", "LAZADA", on: "2026-12-02", at: "10:22", account: "Public Bank", card: "4321")),
            ParserFixture(
                "Public Bank debit card charged",
                "Public Bank: Your PB Visa Debit card ending 9012 was charged RM 56.70 at GIANT KELANA JAYA on 02/12/2026 17:05.",
                Draft.out(
                    "56.70", "GIANT KELANA JAYA", on: "2026-12-02", at: "17:05", account: "Public Bank", card: "9012")),
            ParserFixture(
                "PBe DuitNow money received",
                "PBe: You have received RM300.00 via DuitNow from CHEW SIEW LING on 01 Dec 2026 18:30. Ref: PBB261201183011",
                Draft.into(
                    "300.00", "CHEW SIEW LING", on: "2026-12-01", at: "18:30", ref: "PBB261201183011",
                    account: "Public Bank")),
            ParserFixture(
                "Public Bank salary credited, after the RM0 SMS prefix",
                "RM0 PBB: Your acct xxxxxx4321 was credited MYR 2,000.00 SALARY from ACME SDN BHD on 30/11/2026.",
                Draft.into("2000.00", "ACME SDN BHD", on: "2026-11-30", account: "Public Bank", card: "4321")),
            ParserFixture(
                "PB engage IBG transfer",
                "PB engage: IBG transfer of RM1,000.00 to AHMAD ZAKI BIN OMAR is successful. 02/12/2026 11:00. Ref No. 4567891230",
                Draft.out(
                    "1000.00", "AHMAD ZAKI BIN OMAR", on: "2026-12-02", at: "11:00", ref: "4567891230",
                    account: "Public Bank")),
        ]
    }

    static var hongLeong: [ParserFixture] {
        [
            ParserFixture(
                "Hong Leong credit card charged with a two-digit year",
                "HLB: Your Credit Card ending 8765 was charged MYR 56.80 at GRAB*FOOD KUALA LUMPUR on 02 Dec 26 19:02.",
                Draft.out(
                    "56.80", "GRAB*FOOD KUALA LUMPUR", on: "2026-12-02", at: "19:02", account: "Hong Leong Bank",
                    card: "8765")),
            ParserFixture(
                "HLB Connect DuitNow transfer in the evening",
                "HLB Connect: DuitNow Transfer of RM75.00 to NG KOK LEONG successful on 02/12/2026 at 8:05 PM. Ref: HLB2612022005",
                Draft.out(
                    "75.00", "NG KOK LEONG", on: "2026-12-02", at: "20:05", ref: "HLB2612022005",
                    account: "Hong Leong Bank")),
            ParserFixture(
                "Hong Leong Bank credit with a sender line",
                "Hong Leong Bank: RM2,500.00 has been credited to your account ending 3344 on 01/12/2026.\nSender: SYARIKAT ABC SDN BHD",
                Draft.into(
                    "2500.00", "SYARIKAT ABC SDN BHD", on: "2026-12-01", account: "Hong Leong Bank", card: "3344")),
            ParserFixture(
                "HLB card purchase approved",
                "HLB: Purchase of RM42.00 at WATSONS SUNWAY PYRAMID approved on card ending 8765. 02/12/2026 14:10",
                Draft.out(
                    "42.00", "WATSONS SUNWAY PYRAMID", on: "2026-12-02", at: "14:10", account: "Hong Leong Bank",
                    card: "8765")),
        ]
    }

    static var duitNow: [ParserFixture] {
        [
            ParserFixture(
                "DuitNow QR payment screen",
                "DuitNow QR\nPayment successful\nRM 5.50\nto WARUNG MAK JAH\n02/12/2026 07:30\nRef No. 2612020730001",
                Draft.out("5.50", "WARUNG MAK JAH", on: "2026-12-02", at: "07:30", ref: "2612020730001")),
            ParserFixture(
                "DuitNow transfer received with labels",
                "DuitNow Transfer\nYou have received RM50.00\nFrom: LEE CHONG WEI\nDate: 02/12/2026 10:45\nReference: DN20261202104500",
                Draft.into("50.00", "LEE CHONG WEI", on: "2026-12-02", at: "10:45", ref: "DN20261202104500")),
            ParserFixture(
                "a transfer sent whose screen names both sides: the recipient is the merchant, not the sender",
                "Transfer Successful\nAmount: RM50.00\nFrom: AISYAH BINTI ALI\nRecipient: KEDAI ALI\nDate: 02/12/2026",
                Draft.out("50.00", "KEDAI ALI", on: "2026-12-02")),
            ParserFixture(
                "money received whose screen names both sides: the sender is who it came from, not the recipient",
                "Money Received\nAmount: RM50.00\nFrom: AISYAH BINTI ALI\nRecipient: MUHAMMAD FARID\nDate: 02/12/2026",
                Draft.into("50.00", "AISYAH BINTI ALI", on: "2026-12-02")),
            ParserFixture(
                "DuitNow transfer sent with the sender's own note",
                "DuitNow Transfer: RM88.00 sent to ALIYA SOFEA via mobile number on 02/12/2026 22:10. Recipient reference: dinner 2 Dec",
                Draft.out("88.00", "ALIYA SOFEA", on: "2026-12-02", at: "22:10")),
            ParserFixture(
                "DuitNow QR receipt screen with labels",
                "DuitNow QR Payment\nMerchant: PASAR MINI FAMILY\nAmount: RM 23.40\nDate: 02 Dec 2026 11:20 AM\nStatus: Successful\nReference ID: 20261202112001",
                Draft.out("23.40", "PASAR MINI FAMILY", on: "2026-12-02", at: "11:20", ref: "20261202112001")),
            ParserFixture(
                "DuitNow subscription payment with the month written out",
                "DuitNow: Payment of RM 9.90 to Netflix on 2 December 2026 was successful.",
                Draft.out("9.90", "Netflix", on: "2026-12-02")),
            ParserFixture(
                "DuitNow money from a sender named before the verb",
                "Siti sent you RM20.00 via DuitNow. 2 Dec 2026",
                Draft.into("20.00", "Siti", on: "2026-12-02")),
            ParserFixture(
                "DuitNow transfer in Malay from CIMB",
                "CIMB: Pindahan DuitNow RM60.00 kepada AMIRUL HAKIM berjaya pada 01/12/2026 13:30. No. Rujukan: CM2612011330",
                Draft.out("60.00", "AMIRUL HAKIM", on: "2026-12-01", at: "13:30", ref: "CM2612011330", account: "CIMB")),
        ]
    }
}
