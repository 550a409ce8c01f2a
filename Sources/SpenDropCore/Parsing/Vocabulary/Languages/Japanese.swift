extension VocabularyLanguage {
    /// Japanese receipt labels, found inside a run of ideographs and kana. `税込` (tax included) is
    /// read as including, so `合計(税込)` stays the total.
    static let japanese = VocabularyLanguage(
        name: "Japanese",
        runLabels: [
            (.total, ["合計", "総計"]),
            (.subtotal, ["小計"]),
            (.including, ["税込", "内税"]),
            (.tax, ["消費税", "外税", "税"]),
            (.change, ["お釣", "釣銭", "おつり"]),
            (.cash, ["お預", "預り", "現金"]),
            (.payable, ["お支払", "請求"]),
        ]
    )
}
