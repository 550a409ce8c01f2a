extension VocabularyLanguage {
    /// Indonesian (its cues are Malay's where the two write the same word).
    static let indonesian = VocabularyLanguage(
        name: "Indonesian",
        cues: [
            (.completed, ["berhasil"])
        ],
        months: [
            ["januari"], ["februari"], ["maret"], ["april"], ["mei"], ["juni"], ["juli"], ["agu", "agustus"],
            ["september"], ["oktober"], ["november"], ["desember"],
        ]
    )
}
