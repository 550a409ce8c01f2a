import Foundation
import Testing

@testable import SelfTestRunner

/// The line a child process writes for each check and its parent reads back: whatever a check
/// puts in its verdict reaches the parent unchanged, and what is not a record is not taken for one.
@Suite struct ChildRecordTests {
    static let awkwardTexts = [
        "", "plain", "quote \" and backslash \\ and slash /", "line\nbreak\r\ttab",
        "bell \u{07} and nul \u{00} and unit \u{1F}",
        "RM 12.50 → Aisyah owes you", "emoji 🧾 beyond the first plane", "C:\\Users\\\"quoted\"\\", "\u{2028}\u{2029}",
        "{\"looks\":\"like JSON\"}",
    ]

    @Test(arguments: awkwardTexts)
    func anEndedRecordComesBackAsItWasWritten(text: String) throws {
        var record = ChildRecord(
            kind: .ended, check: "check \(text)", item: 41, passed: false, isError: true, expected: text,
            actual: text + "!", details: "details: \(text)", seconds: 9.6622e-05)
        (record.file, record.fileID, record.line) = ("SelfTests/Suites/X.swift", "SelfTests/X.swift", 12)
        record.failures = [ChildRecord.Failure(expected: text, actual: "first try", details: "", isError: false)]
        let line = record.encodedLine()
        #expect(!line.contains("\n"), "a record must stay on one line: \(line)")
        #expect(ChildRecord.decode(line: line) == record, "written \(line)")
        // What Foundation reads from the line is the same record too: the line is JSON.
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(object["expected"] as? String == text)
        #expect(object["item"] as? Int == 41)
    }

    @Test func aRecordWithoutOptionalFieldsLeavesThemOutAndReadsBackWithoutThem() {
        let record = ChildRecord(kind: .started, check: "trivial 1", item: 0)
        #expect(record.encodedLine() == #"{"check":"trivial 1","item":0,"kind":"started"}"#)
        #expect(ChildRecord.decode(line: record.encodedLine()) == record)
        for state in [
            WatchedState.initial(status: "initial"), .changed(status: "ready at /home/ben/.local/share/spendrop"),
        ] {
            let watched = ChildRecord(watched: state)
            #expect(ChildRecord.decode(line: watched.encodedLine()) == watched)
            #expect(ChildRecord.decode(line: watched.encodedLine())?.watchedState == state)
        }
    }

    @Test func aLineFromAnotherWriterIsReadWhateverItsSpacingAndEscapes() {
        let line =
            #" { "kind" : "ended", "check" : "caf\u00e9 \ud83e\uddfe", "passed" : true, "seconds" : 1.5E+2, "item" : -0 } "#
        let record = ChildRecord.decode(line: line)
        #expect(record?.check == "café 🧾")
        #expect(record?.seconds == 150)
        #expect(record?.passed == true)
        #expect(record?.item == 0)
    }

    @Test(arguments: [
        "", "hello", "{}", #"{"kind":"finished"}"#, #"{"kind":"ended""#, #"{"kind":"ended"} trailing"#,
        #"{"kind":"ended",}"#,
        #"{"kind":"ended","check":"a"b"}"#, "{\"kind\":\"ended\",\"check\":\"raw\ttab\"}",
        #"{"kind":"ended","check":"\x"}"#,
        #"{"kind":"ended","check":"\ud83e"}"#, #"{"kind":"ended","item":01}"#, #"{"kind":"ended","item":1.}"#,
        #"[{"kind":"ended"}]"#,
        #"{"kind":"ended","failures":[{"expected":"a"}]}"#,
        // Nesting deeper than any record is refused, not followed down the stack.
        #"{"kind":"ended","extra":"# + String(repeating: "[", count: 200) + String(repeating: "]", count: 200) + "}",
    ])
    func whatIsNotARecordIsNotReadAsOne(line: String) {
        #expect(ChildRecord.decode(line: line) == nil, "read as a record: \(line)")
    }
}
