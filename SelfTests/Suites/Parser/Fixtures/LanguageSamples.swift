import SpenDropCore

/// Notifications as the same wallets and banks send them in Malay and in Chinese, read with the
/// same rules as English, and the texts in those languages that must give no draft.
enum LanguageSamples {
    static var all: [ParserFixture] { malay + chinese }

    static var malay: [ParserFixture] {
        [
            ParserFixture(
                "Malay receipt whose JUMLAH CUKAI (the tax's total) after JUMLAH is tax, not a second total",
                """
                KEDAI RUNCIT AH SENG
                02/12/2026
                SUSU PEKAT 10.00
                JUMLAH 10.60
                JUMLAH CUKAI 0.60
                """,
                Draft.out("10.60", "KEDAI RUNCIT AH SENG", on: "2026-12-02", warnings: [.currencyAssumed])),
            ParserFixture(
                "receipt whose TOTAL SVC (the service charge's total) after TOTAL is a tax line, not a second total",
                """
                RESTORAN SRI MELAKA
                02/12/2026 12:31
                NASI LEMAK 10.00
                TOTAL 11.00
                TOTAL SVC 1.00
                """,
                Draft.out("11.00", "RESTORAN SRI MELAKA", on: "2026-12-02", at: "12:31", warnings: [.currencyAssumed])),
            ParserFixture(
                "MAE payment in Malay with its reference",
                """
                MAE: Anda telah membayar RM12.50 kepada MAMAK CORNER pada 02/12/2026 13:45. Rujukan: 123456789
                """, Draft.out("12.50", "MAMAK CORNER", on: "2026-12-02", at: "13:45", ref: "123456789", account: "MAE")
            ),
            ParserFixture(
                "Maybank2u DuitNow received in Malay with a Malay month",
                "Maybank2u: Anda telah menerima RM50.00 daripada AISYAH BINTI AHMAD melalui DuitNow pada 02 Dis 2026",
                Draft.into("50.00", "AISYAH BINTI AHMAD", on: "2026-12-02", account: "Maybank")),
            ParserFixture(
                "Boost payment in Malay whose stars earned are not the amount",
                "Boost: Pembayaran RM9.90 kepada ZUS COFFEE berjaya. Anda memperoleh 10 Boost Stars!",
                Draft.out("9.90", "ZUS COFFEE", account: "Boost", warnings: [.dateMissing])),
            ParserFixture(
                "Malay money that came into the account (telah masuk) is Money In",
                "CIMB: RM300.00 telah masuk ke dalam akaun anda berakhir 4321 pada 02/12/2026.",
                Draft.into("300.00", nil, on: "2026-12-02", account: "CIMB", card: "4321", warnings: [.merchantMissing])
            ),
            ParserFixture(
                "Malay 'ditolak dari akaun' is money deducted from the account, not a refusal",
                "Bank Islam: RM75.00 telah ditolak dari akaun anda berakhir 8765 untuk bayaran kepada AIR SELANGOR.",
                Draft.out("75.00", "AIR SELANGOR", account: "Bank Islam", card: "8765", warnings: [.dateMissing])),
            ParserFixture(
                "Malay top-up offer with a voucher",
                "Tambah nilai RM50 sekarang dan dapatkan baucar RM5! Tawaran tamat 31 Dis.",
                .rejected(.promotion)),
            ParserFixture(
                "Malay TAC for a transfer",
                "TAC anda ialah 123456 untuk pemindahan RM500.00 kepada ALI. Jangan kongsi dengan sesiapa.",
                .rejected(.securityMessage)),
            ParserFixture(
                "GrabPay payment in Malay that did not go through",
                "GrabPay: Pembayaran RM15.00 kepada GRAB*FOOD tidak berjaya.", .rejected(.paymentFailed)),
            ParserFixture(
                "ShopeePay payment in Malay that was cancelled",
                "ShopeePay: Pembayaran anda sebanyak RM30.00 kepada SHOPEE MALL telah dibatalkan.",
                .rejected(.paymentCancelled)),
            ParserFixture(
                "TNB bill reminder in Malay",
                "Peringatan: Bil TNB anda RM85.40 perlu dibayar sebelum tarikh akhir 15/12/2026.",
                .rejected(.requestOrReminder)),
        ]
    }

    static var chinese: [ParserFixture] {
        [
            ParserFixture(
                "a Chinese transfer to you (转账给您) is Money In, though the wallet's name holds 支付",
                "微信支付：陈小明 转账给您 RM66.00，已存入零钱。",
                Draft.into("66.00", nil, account: "WeChat Pay", warnings: [.dateMissing, .merchantMissing])),
            ParserFixture(
                "Touch 'n Go payment in Chinese with Chinese punctuation and a reference",
                "Touch 'n Go eWallet: 您已成功支付 RM8.90 给 FAMILYMART SUNWAY。参考编号: 2026120212345",
                Draft.out(
                    "8.90", "FAMILYMART SUNWAY", ref: "2026120212345", account: "Touch 'n Go eWallet",
                    warnings: [.dateMissing])),
            ParserFixture(
                "Touch 'n Go payment in Chinese to a shop named in Chinese, one of its ideographs from the compatibility block (﨑): the name ends at 。",
                "Touch 'n Go eWallet: 您已成功支付 RM8.90 给 山﨑拉麵。参考编号: 2026120212345",
                Draft.out(
                    "8.90", "山﨑拉麵", ref: "2026120212345", account: "Touch 'n Go eWallet", warnings: [.dateMissing])),
            ParserFixture(
                "money received in Chinese, the sender between 来自 and 的",
                "您已收到来自 TAN MEI LING 的 RM50.00。日期: 01/12/2026",
                Draft.into("50.00", "TAN MEI LING", on: "2026-12-01")),
            ParserFixture(
                "MAE DuitNow QR payment in Chinese with a full-width comma",
                "MAE: 您已通过 DuitNow QR 向 KEDAI RUNCIT AH SENG 付款 RM23.40，日期 02/12/2026 13:45",
                Draft.out("23.40", "KEDAI RUNCIT AH SENG", on: "2026-12-02", at: "13:45", account: "MAE")),
            ParserFixture(
                "CIMB card spend in Chinese whose available limit is not the amount",
                "CIMB: 您尾号 1234 的卡于 02/12/2026 在 SHELL BANDAR SUNWAY 消费 MYR 80.00。可用额度 MYR 4,910.10",
                Draft.out("80.00", "SHELL BANDAR SUNWAY", on: "2026-12-02", account: "CIMB", card: "1234")),
            ParserFixture("Chinese top-up offer with a coupon", "立即充值 RM50 即可获得 RM5 优惠券！", .rejected(.promotion)),
            ParserFixture(
                "Chinese verification code for a transfer", "您的验证码是 123456，请勿泄露。转账 RM500.00",
                .rejected(.securityMessage)),
            ParserFixture("Chinese payment that failed", "付款 RM12.50 给 MAMAK CORNER 失败。", .rejected(.paymentFailed)),
            ParserFixture(
                "Chinese transaction that was cancelled", "交易已取消：RM25.00 付款给 ZUS COFFEE", .rejected(.paymentCancelled)),
            ParserFixture(
                "Chinese points notice with what they are worth", "您已获得 120 积分，价值 RM1.20", .rejected(.rewards)),
            ParserFixture(
                "Chinese bill reminder", "提醒：您的账单 RM85.40 将于 15/12/2026 到期，请付款。", .rejected(.requestOrReminder)),
        ]
    }
}
