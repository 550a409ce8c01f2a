extension VocabularyLanguage {
    /// Spanish, as receipts of Spain and Latin America write it.
    static let spanish = VocabularyLanguage(
        name: "Spanish",
        receiptLabels: [
            (.total, ["importe"]),
            // `TOTAL A PAGAR`: to pay.
            (.payable, ["pagar"]),
            (.tax, ["iva", "cuota"]),
            (.change, ["cambio", "devolver", "vuelta"]),
            (.cash, ["efectivo", "entregado"]),
            (.tender, ["pagado", "tarjeta"]),
        ],
        labelCompanions: ["a", "compra"],
        dateLabels: ["fecha"],
        otherDayLabels: ["válido", "valido", "hasta", "caducidad"],
        weekdays: ["lunes", "martes", "miércoles", "miercoles", "jueves", "viernes", "sábado", "sabado", "domingo"],
        months: [
            ["ene", "enero"], ["febrero"], ["marzo"], ["abr", "abril"], ["mayo"], ["junio"], ["julio"], ["agosto"],
            ["septiembre", "setiembre"], ["octubre"], ["noviembre"], ["dic", "diciembre"],
        ],
        dateConnectors: ["de", "del"]
    )
}
