extension VocabularyLanguage {
    /// Malay, and the names of Malaysia's payment networks and wallets its texts and receipts print.
    static let malay = VocabularyLanguage(
        name: "Malay",
        cues: [
            (
                .moneyOut(strong: true),
                [
                    "dibayar", "telah membayar", "dipindahkan",
                    // "Deducted from the account".
                    "ditolak dari akaun", "ditolak daripada akaun", "telah ditolak dari akaun",
                ]
            ),
            (
                .moneyIn(strong: true),
                [
                    "diterima", "menerima", "menerima wang",
                    // "Has come into your account".
                    "telah masuk", "masuk ke akaun", "masuk ke dalam akaun",
                ]
            ),
            (.reload(done: false), ["tambah nilai"]),
            (
                .moneyOut(strong: false),
                [
                    "bayaran", "pembayaran", "pindahan", "duitnow qr", "duitnow transfer", "fpx", "transaksi",
                    "pembelian",
                ]
            ),
            (.moneyIn(strong: false), ["duitnow received"]),
            (.completed, ["berjaya"]),
            (.security, ["kod pengesahan", "kata laluan"]),
            (.failure, ["gagal", "ditolak", "tidak berjaya", "tidak dapat diproses"]),
            (.cancellation, ["dibatalkan"]),
            (
                .promotion,
                ["jimat", "percuma", "baucar", "tawaran", "promosi", "diskaun", "dapatkan", "peraduan"]
            ),
            (.rewards, ["mata ganjaran", "ganjaran"]),
            (.balance, ["baki"]),
            (
                .reminder,
                ["sila buat bayaran", "peringatan", "tarikh akhir", "perlu dibayar", "sila bayar"]
            ),
            (.futureMovement, ["akan didebitkan", "akan didebit", "akan ditolak"]),
            (.hold, ["ditahan"]),
            (.toYou, ["kepada anda"]),
            (.fee, ["caj"]),
            (.period, ["bulan ini", "minggu ini", "tahun ini"]),
            (.referenceLabel, ["no rujukan", "rujukan"]),
            (.cardEnding, ["berakhir", "berakhir dengan"]),
        ],
        receiptLabels: [
            (.total, ["jumlah"]),
            // `JUMLAH BERSIH`, `JUMLAH BESAR`: the final amount.
            (.jumlah, ["jumlah"]),
            (.jumlahQualifier, ["bersih", "besar"]),
            (.rounding, ["pengenapan"]),
            (.tax, ["sst", "cukai"]),
            (.change, ["baki"]),
            (.balance, ["baki"]),
            (.cash, ["tunai"]),
            // `JUMLAH BAYAR`: the amount to pay.
            (.payable, ["bayar"]),
            (.tender, ["ewallet", "tng", "grabpay", "boost", "duitnow", "qr", "shopeepay", "mydebit"]),
        ],
        dateLabels: ["tarikh", "tkh"],
        otherDayLabels: ["tamat", "sah", "sehingga", "luput"],
        weekdays: ["isnin", "selasa", "rabu", "khamis", "jumaat", "sabtu", "ahad"],
        months: [
            ["januari"], ["februari"], ["mac"], ["april"], ["mei"], ["jun"], ["julai"], ["ogo", "ogos"],
            ["september"], ["okt", "oktober"], ["november"], ["dis", "disember"],
        ],
        // `PG` (pagi), morning; `PTG` (petang), afternoon: `1:45 PTG`.
        meridiems: [
            (word: "pg", afterNoon: false, beforeTime: false), (word: "ptg", afterNoon: true, beforeTime: false),
        ]
    )
}
