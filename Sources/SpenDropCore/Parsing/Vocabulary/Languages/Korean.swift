extension VocabularyLanguage {
    /// Korean receipt labels, words of their own between spaces: 합계 total, 거스름돈 change, 현금
    /// cash, 부가세 VAT.
    static let korean = VocabularyLanguage(
        name: "Korean",
        receiptLabels: [
            (.total, ["합계", "총액"]),
            (.subtotal, ["소계"]),
            (.change, ["거스름돈"]),
            (.cash, ["현금"]),
            (.tax, ["부가세"]),
        ],
        meridiems: [(word: "오전", afterNoon: false, beforeTime: true), (word: "오후", afterNoon: true, beforeTime: true)]
    )
}
