extension VocabularyLanguage {
    /// Portuguese, as receipts of Portugal and Brazil write it.
    static let portuguese = VocabularyLanguage(
        name: "Portuguese",
        months: [
            ["janeiro"], ["fev", "fevereiro"], ["março", "marco"], ["abril"], ["maio"], ["junho"], ["julho"],
            ["agosto"], ["setembro"], ["outubro"], ["novembro"], ["dezembro"],
        ]
    )
}
