extension VocabularyLanguage {
    /// Indonesian (its cues are Malay's where the two write the same word).
    static let indonesian = VocabularyLanguage(
        name: "Indonesian",
        cues: [
            (.completed, ["berhasil"])
        ],
        receiptLabels: [
            (.total, ["tagihan"]),
            (.tax, ["pajak", "ppn"]),
            (.change, ["kembali", "kembalian"]),
        ],
        dateLabels: ["tanggal", "tgl"],
        otherDayLabels: ["berlaku", "sampai"],
        weekdays: ["senin", "selasa", "rabu", "kamis", "jumat", "sabtu", "minggu"],
        months: [
            ["januari"], ["februari"], ["maret"], ["april"], ["mei"], ["juni"], ["juli"], ["agu", "agustus"],
            ["september"], ["oktober"], ["november"], ["desember"],
        ]
    )
}
