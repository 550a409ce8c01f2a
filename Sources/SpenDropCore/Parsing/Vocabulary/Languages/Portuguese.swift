extension VocabularyLanguage {
    /// Portuguese, as receipts of Portugal and Brazil write it.
    static let portuguese = VocabularyLanguage(
        name: "Portuguese",
        receiptLabels: [
            (.amount, ["valor"]),
            (.payable, ["pagar"]),
            (.tax, ["iva"]),
            (.change, ["troco"]),
            (.cash, ["dinheiro"]),
        ],
        dateLabels: ["data"],
        otherDayLabels: ["validade"],
        weekdays: ["segunda", "terça", "quarta", "quinta", "sexta", "sábado", "domingo"],
        months: [
            ["janeiro"], ["fev", "fevereiro"], ["março", "marco"], ["abril"], ["maio"], ["junho"], ["julho"],
            ["agosto"], ["setembro"], ["outubro"], ["novembro"], ["dezembro"],
        ],
        dateConnectors: ["de"]
    )
}
