import SelfTestRunner
import SpenDropCore

/// Checks of how a receipt's shop is chosen: every kind of evidence carries a fitted weight, the
/// merchant drafted is the candidate whose evidence weighs most (summed here apart), and a shop's
/// name at the top wins over the company under its `OWNED BY` label though that one is legal.
enum MerchantChoiceChecks {
    static var all: [SelfTestCheck] {
        [
            SelfTestCheck("every kind of evidence for a receipt's shop has a fitted weight") { _ in
                .equal(
                    MerchantEvidence.allCases.filter { $0.fittedWeight == nil }.map(\.rawValue), [],
                    "evidence without a weight: run scripts/fit-parser")
            },
            WeighedChoice.check(
                "on every receipt fixture with a merchant the draft's shop is the candidate whose evidence weighs most",
                what: "a shop", candidates: { $0.merchantCandidates($1) }, score: \.score,
                weights: { $0.evidence.reduce(0.0) { $0 + ($1.fittedWeight ?? 0) } }, shown: \.name,
                drafted: \.merchant),
            SelfTestCheck(
                "a legal name below a brand wins; printed with its registration under its own OWNED BY label it loses to the shop at the top"
            ) { _ in
                let parser = NotificationParser(referenceDay: ParserFixture.referenceDay)
                let sale = "\n02/12/2018 13:05\nPEN 10.00\nTOTAL 10.00\nCASH 20.00\nCHANGE 10.00"
                let owned = "SANYU STATIONERY SHOP\nOWNED BY :\nSANYU SUPPLY SDN BHD (175525-H)" + sale
                let company = parser.merchantCandidates(owned).first { $0.name == "SANYU SUPPLY SDN BHD" }
                return .all([
                    .equal(
                        parser.parse("SANYU STATIONERY SHOP\nSANYU SUPPLY SDN BHD" + sale).drafts.first?.merchant,
                        "SANYU SUPPLY SDN BHD", "brand, then legal name"),
                    .equal(parser.parse(owned).drafts.first?.merchant, "SANYU STATIONERY SHOP", "under OWNED BY"),
                    .equal(
                        company?.evidence, [.legalName, .underOwnerLabel, .withNumber], "the company's evidence"),
                ])
            },
            SelfTestCheck(
                "each name of a header carries the evidence of how it is written and where: one word, over two lines, below a legal name"
            ) { _ in
                let parser = NotificationParser(referenceDay: ParserFixture.referenceDay)
                let text =
                    "MAJU\nKEDAI RUNCIT MAJU\nSDN BHD\nCAWANGAN 12 UTAMA\n02/12/2018 13:05\nTOTAL 10.00\nCASH 20.00\nCHANGE 10.00"
                let evidence = Dictionary(
                    uniqueKeysWithValues: parser.merchantCandidates(text).map { ($0.name, $0.evidence) })
                return .all([
                    .equal(evidence["MAJU"], [.firstName, .oneWord], "the first line, one word"),
                    .equal(
                        evidence["KEDAI RUNCIT MAJU SDN BHD"], [.legalName, .joinedLines], "a legal name over two lines"
                    ),
                    .equal(evidence["CAWANGAN 12 UTAMA"], [.belowLegalName, .withNumber], "a branch below it"),
                ])
            },
            SelfTestCheck("among names of a header that weigh the same, the one higher on the receipt is the shop") {
                _ in
                let parser = NotificationParser(referenceDay: ParserFixture.referenceDay)
                // Under an owner's label with a number, the first name weighs less than nothing;
                // the two plain names below it carry no evidence and weigh the same.
                let text =
                    "OWNED BY :\nKIOSK 12 ALPHA\nKEDAI ALI\nKEDAI ABU\n02/12/2018 13:05\nTOTAL 10.00\nCASH 20.00\nCHANGE 10.00"
                let weighed = parser.merchantCandidates(text)
                return .all([
                    .equal(
                        weighed.filter { $0.evidence.isEmpty }.map(\.name), ["KEDAI ALI", "KEDAI ABU"],
                        "the two names that carry no evidence"),
                    .equal(weighed.first?.name, "KEDAI ALI", "the best weighed, the higher of the two"),
                    .equal(parser.parse(text).drafts.first?.merchant, "KEDAI ALI", "the merchant drafted"),
                ])
            },
        ]
    }
}
