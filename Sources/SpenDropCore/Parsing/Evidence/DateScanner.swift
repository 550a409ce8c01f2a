/// Finds calendar days and clock times written in a scanned text.
///
/// Reads `02/12/2026`, `2/12/26`, `02-12-2026`, `02.12.2026` (day first, as Malaysia writes
/// them), `2026-12-02`, `2 Dec 2026`, `02 DEC 2026`, `02-Dec-2026`, `02DEC2026`, `Dec 2, 2026`,
/// `2 Disember 2026`, `23. April 2020`, `16 de octubre de 2020`, `Jul19'14`, `March27th2018`,
/// `Aug262017`, `23 juin 2016` (month names of the languages of `VocabularyLanguage.all`),
/// `2026年12月4日`, Japanese era years (`令和6年12月4日`, `R6.12.4`), Korean `2022. 4. 8.`, and
/// `20261202` when nothing else is a date; a day and month with no year (`02 Dec`) takes the latest
/// such day on or before the reference day. `Today`, `Yesterday`, `Hari ini` and `Semalam` count
/// from the reference day. Times are `13:45`, `13:45:09`, `1:45 PM`, `1:45pm`, `01:45 a.m.`.
///
/// Promises: only real days and times are returned, of years 2000 through the year after the
/// reference day; nothing is read from the clock.
enum DateScanner {
    struct FoundDate {
        let day: CalendarDay
        let yearAssumed: Bool
        let start: Int
        let end: Int
    }

    struct FoundTime {
        let time: TimeOfDay
        let start: Int
        let end: Int
    }

    /// The first date in tokens `range` (a receipt's day is weighed instead: `ReceiptReader.scoredDates`).
    static func firstDate(
        in text: ScannedText, range: Range<Int>, reference: CalendarDay, order: DateOrder = .dayFirst
    ) -> FoundDate? {
        var index = range.lowerBound
        while index < range.upperBound {
            if let found = date(in: text, at: index, reference: reference, order: order),
                found.end <= range.upperBound
            {
                return found
            }
            index += 1
        }
        // `20181225` only when nothing else in the range is a date: eight digits are as often a number.
        for index in range where text.tokens[index].kind == .number {
            if let found = compactDate(text, index, reference: reference) { return found }
        }
        return nil
    }

    /// Every date in tokens `range`, left to right, none overlapping another: written dates,
    /// relative ones (`Today`) and eight digits standing alone (`20181225`) alike, for a reader
    /// that weighs them (`ReceiptReader.scoredDates`).
    static func allDates(
        in text: ScannedText, range: Range<Int>, reference: CalendarDay, order: DateOrder = .dayFirst
    ) -> [FoundDate] {
        var found: [FoundDate] = []
        var index = range.lowerBound
        while index < range.upperBound {
            if let date = date(in: text, at: index, reference: reference, order: order)
                ?? (text.tokens[index].kind == .number ? compactDate(text, index, reference: reference) : nil),
                date.end <= range.upperBound
            {
                found.append(date)
                index = date.end
            } else {
                index += 1
            }
        }
        return found
    }

    /// The years a receipt or notification can be from: 2000 through the year after the reference
    /// day. `9018` (an OCR slip for 2018) is no date.
    static func plausibleYears(reference: CalendarDay) -> ClosedRange<Int> { 2000...(reference.year + 1) }

    /// `20181225`: eight digits standing alone (or in brackets) that make a plausible day.
    private static func compactDate(_ text: ScannedText, _ index: Int, reference: CalendarDay) -> FoundDate? {
        guard text.length(index) == 8, let digits = text.integer(index) else { return nil }
        func bracket(_ position: Int) -> Bool { text.isSymbol(position, "(") || text.isSymbol(position, ")") }
        if text.isJoined(index), !bracket(index - 1) { return nil }
        if text.isJoined(index + 1), !bracket(index + 1) { return nil }
        guard let day = CalendarDay(year: digits / 10_000, month: digits / 100 % 100, day: digits % 100),
            plausibleYears(reference: reference).contains(day.year)
        else { return nil }
        return FoundDate(day: day, yearAssumed: false, start: index, end: index + 1)
    }

    /// The time of day written with `date`: starting within three tokens after it on its line
    /// (`02/12/2026 13:45`, `2 Dec 2026, 1:45 PM`, `02/12 at 13:45`) or ending just before it
    /// (`13:45 02/12/2026`); else the first time in `range`. So the clock in a screenshot's status
    /// bar does not win over the time the message gives.
    static func time(of date: FoundDate?, in text: ScannedText, range: Range<Int>) -> FoundTime? {
        if let date, date.end > date.start {
            let line = text.tokens[date.start].line
            var index = date.end
            while index < min(date.end + 3, range.upperBound), text.tokens[index].line == line {
                if let found = time(in: text, at: index), found.end <= range.upperBound { return found }
                index += 1
            }
            index = date.start - 1
            while index >= max(range.lowerBound, date.start - 6), text.tokens[index].line == line {
                if let found = time(in: text, at: index), found.end <= date.start, found.end >= date.start - 1 {
                    return found
                }
                index -= 1
            }
        }
        return firstTime(in: text, range: range)
    }

    /// The first time in tokens `range`.
    static func firstTime(in text: ScannedText, range: Range<Int>) -> FoundTime? {
        var index = range.lowerBound
        while index < range.upperBound {
            if let found = time(in: text, at: index), found.end <= range.upperBound { return found }
            index += 1
        }
        return nil
    }

    /// A date that starts at token `index`, three numbers read in `order` (see `TextEvidence.dateOrder`)
    /// where more than one order makes a day.
    static func date(
        in text: ScannedText, at index: Int, reference: CalendarDay, order: DateOrder = .dayFirst
    ) -> FoundDate? {
        let token = text.tokens[index]
        let found: FoundDate?
        switch token.kind {
        case .number:
            found =
                numericDate(text, index, order: order, reference: reference)
                ?? dayMonthYear(text, index, reference: reference) ?? cjkDate(text, index, reference: reference)
                ?? pointedDate(text, index)
        case .word:
            found =
                relativeDay(text, index, reference: reference) ?? monthDayYear(text, index, reference: reference)
                ?? eraDate(text, index, reference: reference, order: order)
        case .symbol:
            return nil
        }
        guard let found, plausibleYears(reference: reference).contains(found.day.year) else { return nil }
        return found
    }

    /// A time that starts at token `index`: `H:MM`, `HH:MM`, `HH:MM:SS`, each with an optional
    /// `AM`/`PM`.
    static func time(in text: ScannedText, at index: Int) -> FoundTime? {
        guard let hour = text.integer(index), text.length(index) <= 2,
            text.isSymbol(index + 1, ":"), text.isJoined(index + 1), text.isJoined(index + 2),
            let minute = text.integer(index + 2), text.length(index + 2) == 2
        else { return nil }
        if text.isJoined(index), text.isSymbol(index - 1, ":") || text.isSymbol(index - 1, ".") { return nil }
        var end = index + 3
        if text.isSymbol(end, ":"), text.isJoined(end), text.integer(end + 1) != nil, text.length(end + 1) == 2,
            text.isJoined(end + 1)
        {
            end += 2
        }
        var hour24 = hour
        var start = index
        // Japanese counts the hours of a half day from 0 (`午前0:05`), English from 12 (`12:05 AM`).
        if let (isPM, meridiemStart) = meridiemBefore(text, index) {
            guard hour <= 12 else { return nil }
            hour24 = hour % 12 + (isPM ? 12 : 0)
            start = meridiemStart
        } else if let (isPM, afterMeridiem) = meridiem(text, end) {
            guard hour <= 12 else { return nil }
            hour24 = hour % 12 + (isPM ? 12 : 0)
            end = afterMeridiem
        }
        guard let time = TimeOfDay(hour: hour24, minute: minute) else { return nil }
        return FoundTime(time: time, start: start, end: end)
    }

    /// `AM`, `pm`, Malay `PTG` (`ParserVocabulary.meridiems` written after a time), `a.m.`, `P.M.`
    /// at token `index` on the same line; true for after noon.
    private static func meridiem(_ text: ScannedText, _ index: Int) -> (Bool, Int)? {
        guard index < text.tokens.count, text.tokens[index].line == text.tokens[index - 1].line,
            text.tokens[index].kind == .word
        else { return nil }
        let word = text.words[index]
        if let afterNoon = ParserVocabulary.meridiemsAfterTime[word] { return (afterNoon, index + 1) }
        guard word == "a" || word == "p", text.isSymbol(index + 1, "."),
            text.isWord(index + 2, "m")
        else { return nil }
        let closed = text.isSymbol(index + 3, ".")
        return (word == "p", closed ? index + 4 : index + 3)
    }

    /// Korean `오후`, Chinese `下午`, Japanese `午後` right before the time at token `index` on its
    /// line (`ParserVocabulary.meridiems` written before a time): whether after noon, and the
    /// first token of the words.
    private static func meridiemBefore(_ text: ScannedText, _ index: Int) -> (Bool, Int)? {
        for spelling in ParserVocabulary.meridiems where spelling.beforeTime {
            let first = index - spelling.words.count
            guard first >= 0, text.tokens[first].line == text.tokens[index].line else { continue }
            let matches = spelling.words.indices.allSatisfy { offset in
                text.isWord(first + offset, spelling.words[offset]) && (offset == 0 || text.isJoined(first + offset))
            }
            if matches { return (spelling.afterNoon, first) }
        }
        return nil
    }

    /// `dd/mm/yyyy`, `d/m/yy`, `dd-mm-yyyy`, `dd.mm.yyyy`, `yyyy-mm-dd`, `yyyy/mm/dd`.
    private static func numericDate(
        _ text: ScannedText, _ index: Int, order: DateOrder, reference: CalendarDay
    ) -> FoundDate? {
        let tokens = text.tokens
        guard index + 4 < tokens.count,
            tokens[index + 1].kind == .symbol, tokens[index + 3].kind == .symbol,
            tokens[index + 1].byte == tokens[index + 3].byte,
            text.isJoined(index + 1), text.isJoined(index + 2), text.isJoined(index + 3), text.isJoined(index + 4),
            let first = text.integer(index), let second = text.integer(index + 2), let third = text.integer(index + 4)
        else { return nil }
        let separator = tokens[index + 1].byte
        guard separator == UInt8(ascii: "/") || separator == UInt8(ascii: "-") || separator == UInt8(ascii: ".") else {
            return nil
        }
        // A longer run of the same pattern is a reference or a phone number, not a date.
        if text.isJoined(index + 5),
            tokens[index + 5].kind == .number
                || (tokens[index + 5].byte == separator && text.integer(index + 6) != nil && text.isJoined(index + 6))
        {
            return nil
        }
        // Glued to letters or to a code before it (`HD03-04-06`, `SP-NULL-18/06/04-1016956`), or to a
        // hyphen and more digits after it: a part of an invoice or reference number. A day's name
        // glued on (`Tue09/20/16`) is a receipt's way of printing the date.
        if index > 0, text.isJoined(index),
            (tokens[index - 1].kind == .word && !ParserVocabulary.weekdays.contains(text.words[index - 1]))
                || tokens[index - 1].byte == UInt8(ascii: "-")
        {
            return nil
        }
        // A two-digit year with letters glued after it (`1-1-24KristalPoint`) is a unit number of
        // an address.
        if text.length(index + 4) == 2, text.isJoined(index + 5), tokens[index + 5].kind == .word { return nil }
        if text.isJoined(index + 5), index + 6 < tokens.count, tokens[index + 5].kind == .symbol,
            tokens[index + 5].byte == UInt8(ascii: "-"), text.isJoined(index + 6), tokens[index + 6].kind == .number
        {
            return nil
        }
        let firstLength = text.length(index)
        let day: CalendarDay?
        if firstLength == 4 {
            guard text.length(index + 2) <= 2, text.length(index + 4) <= 2 else { return nil }
            day = CalendarDay(year: first, month: second, day: third)
        } else {
            guard firstLength <= 2, text.length(index + 2) <= 2 else { return nil }
            let yearLength = text.length(index + 4)
            guard yearLength == 4 || yearLength == 2 else { return nil }
            let year = yearLength == 2 ? 2000 + third : third
            // Day first, as Malaysia writes dates; month first (`12/13/2016`) when day first is
            // impossible, or first of all where the text's money is written month-first's way;
            // year first (`25/06/02`) first of all where its money is written year-first's way.
            let dayFirst = CalendarDay(year: year, month: second, day: first)
            let monthFirstDay = first <= 12 ? CalendarDay(year: year, month: first, day: second) : nil
            switch order {
            case .dayFirst:
                day = dayFirst ?? (second > 12 ? monthFirstDay : nil)
            case .monthFirst:
                day = monthFirstDay ?? dayFirst
            case .yearFirst:
                // `28/06/25` cannot be 2028 on a receipt of 2025: then it is day first after all.
                let yearFirstDay =
                    yearLength == 2 && firstLength == 2 && plausibleYears(reference: reference).contains(2000 + first)
                    ? CalendarDay(year: 2000 + first, month: second, day: third) : nil
                day = yearFirstDay ?? dayFirst ?? (second > 12 ? monthFirstDay : nil)
            }
        }
        guard let day else { return nil }
        return FoundDate(day: day, yearAssumed: false, start: index, end: index + 5)
    }

    /// `2 Dec 2026`, `02-DEC-2026`, `02DEC26`, `2 December, 2026`, or `02 Dec` with no year.
    private static func dayMonthYear(_ text: ScannedText, _ index: Int, reference: CalendarDay) -> FoundDate? {
        // `KS#3 Oct.10'15`: a number after `#` counts something; it is no day.
        guard text.length(index) <= 2, let dayNumber = text.integer(index),
            !(text.isJoined(index) && text.isSymbol(index - 1, "#"))
        else { return nil }
        var position = index + 1
        position = afterOrdinal(text, position)
        // `23. April 2020`, `20. kolovoza 2022.`: a point after the day, as German and Croatian write it.
        if text.isSymbol(position, "."), text.isJoined(position), position + 1 < text.tokens.count,
            text.facts[position + 1].month > 0, text.tokens[position + 1].spaceBefore
        {
            position += 1
        }
        if isDateConnector(text, position, lineOf: index) { position += 1 }
        if text.isSymbol(position, "-") || text.isSymbol(position, "/") { position += 1 }
        guard position < text.tokens.count, text.tokens[position].line == text.tokens[index].line,
            text.tokens[position].kind == .word, text.facts[position].month > 0
        else { return nil }
        let month = Int(text.facts[position].month)
        position += 1
        if text.isSymbol(position, "."), text.isJoined(position) { position += 1 }
        let afterMonth = position
        if let (year, end) = apostropheYear(text, position) {
            guard let day = CalendarDay(year: year, month: month, day: dayNumber) else { return nil }
            return FoundDate(day: day, yearAssumed: false, start: index, end: end)
        }
        if isDateConnector(text, position, lineOf: index) { position += 1 }
        if text.isSymbol(position, ",") || text.isSymbol(position, "-") || text.isSymbol(position, "/") {
            position += 1
        }
        if let year = year(text, position, sameLineAs: index) {
            guard let day = CalendarDay(year: year, month: month, day: dayNumber) else { return nil }
            return FoundDate(day: day, yearAssumed: false, start: index, end: position + 1)
        }
        return assumingYear(month: month, day: dayNumber, reference: reference, start: index, end: afterMonth)
    }

    /// Whether token `position` is a word a date in words puts between its parts (`16 de octubre de
    /// 2020`: `ParserVocabulary.dateConnectors`), on the line of token `anchor`.
    private static func isDateConnector(_ text: ScannedText, _ position: Int, lineOf anchor: Int) -> Bool {
        position < text.tokens.count && text.facts[position].flags.contains(.dateConnector)
            && text.tokens[position].line == text.tokens[anchor].line
    }

    /// `2022. 4. 8.`: a four-digit year, its month and its day, each followed by a point and the
    /// next after a space, as Korean writes a date.
    private static func pointedDate(_ text: ScannedText, _ index: Int) -> FoundDate? {
        let tokens = text.tokens
        guard text.length(index) == 4, let year = text.integer(index), index + 4 < tokens.count,
            text.isSymbol(index + 1, "."), text.isJoined(index + 1), text.isSymbol(index + 3, "."),
            text.isJoined(index + 3), tokens[index + 2].spaceBefore, tokens[index + 4].spaceBefore,
            tokens[index + 4].line == tokens[index].line,
            let month = text.integer(index + 2), text.length(index + 2) <= 2,
            let dayNumber = text.integer(index + 4), text.length(index + 4) <= 2,
            let day = CalendarDay(year: year, month: month, day: dayNumber)
        else { return nil }
        let end = text.isSymbol(index + 5, ".") && text.isJoined(index + 5) ? index + 6 : index + 5
        return FoundDate(day: day, yearAssumed: false, start: index, end: end)
    }

    /// `Dec 2, 2026`, `December 02 2026`, `Jul/15/2017`, `Aug15.2017`, `March27th2018`,
    /// `Jul19'14`, `Aug262017` (the day and year run together), or `Dec 2` with no year.
    private static func monthDayYear(_ text: ScannedText, _ index: Int, reference: CalendarDay) -> FoundDate? {
        guard text.facts[index].month > 0 else { return nil }
        let month = Int(text.facts[index].month)
        var position = index + 1
        if text.isSymbol(position, "."), text.isJoined(position) { position += 1 }
        let slash: Unicode.Scalar? =
            !text.isJoined(position)
            ? nil : text.isSymbol(position, "/") ? "/" : text.isSymbol(position, "-") ? "-" : nil
        if slash != nil { position += 1 }
        guard position < text.tokens.count, text.tokens[position].line == text.tokens[index].line,
            let dayNumber = text.integer(position), !text.isSymbol(position + 1, ":")
        else { return nil }
        // `Aug262017`: a day and a four-digit year in one run of digits, glued to the month.
        if (5...6).contains(text.length(position)), text.isJoined(position), !text.isJoined(position + 1) {
            guard let day = CalendarDay(year: dayNumber % 10_000, month: month, day: dayNumber / 10_000) else {
                return nil
            }
            return FoundDate(day: day, yearAssumed: false, start: index, end: position + 1)
        }
        guard text.length(position) <= 2 else { return nil }
        position = afterOrdinal(text, position + 1)
        let afterDay = position
        if let (year, end) = apostropheYear(text, position) {
            guard let day = CalendarDay(year: year, month: month, day: dayNumber) else { return nil }
            return FoundDate(day: day, yearAssumed: false, start: index, end: end)
        }
        if text.isSymbol(position, ",") {
            position += 1
        } else if let slash, text.isSymbol(position, slash) {
            // `Jul/15/2017`: the same separator again before the year.
            position += 1
        } else if text.isSymbol(position, "."), text.isJoined(position), text.isJoined(position + 1),
            text.length(position + 1) == 4
        {
            // `Aug15.2017`: a point and a four-digit year glued on.
            position += 1
        }
        if let year = year(text, position, sameLineAs: index) {
            guard let day = CalendarDay(year: year, month: month, day: dayNumber) else { return nil }
            return FoundDate(day: day, yearAssumed: false, start: index, end: position + 1)
        }
        return assumingYear(month: month, day: dayNumber, reference: reference, start: index, end: afterDay)
    }

    /// The token after an ordinal suffix glued to the day at `index - 1` (`27th`, `1st`); `index` when none.
    private static func afterOrdinal(_ text: ScannedText, _ index: Int) -> Int {
        guard index < text.tokens.count, text.isJoined(index), text.tokens[index].kind == .word,
            ParserVocabulary.ordinalSuffixes.contains(text.words[index])
        else { return index }
        return index + 1
    }

    /// `'14` or `’14` glued to what comes before: a two-digit year, as receipts print it
    /// (`Jul19'14`, `27Apr'13`); the year and the index after it.
    private static func apostropheYear(_ text: ScannedText, _ index: Int) -> (Int, Int)? {
        guard index + 1 < text.tokens.count, text.isJoined(index), text.isJoined(index + 1),
            text.isSymbol(index, "'") || text.isWord(index, "’"),
            text.length(index + 1) == 2, let value = text.integer(index + 1)
        else { return nil }
        return (2000 + value, index + 2)
    }

    /// `2026年12月4日`, `2026년 12월 4일`, or `12月4日` with no year.
    private static func cjkDate(_ text: ScannedText, _ index: Int, reference: CalendarDay) -> FoundDate? {
        if text.length(index) == 4, cjkMark(text, index + 1, ParserVocabulary.cjkDateMarks.year, lineOf: index) {
            return cjkMonthDay(text, index + 2, year: text.integer(index), start: index, reference: reference)
        }
        return cjkMonthDay(text, index, year: nil, start: index, reference: reference)
    }

    /// Whether token `position` is one of `words` on the line of token `anchor`.
    private static func cjkMark(_ text: ScannedText, _ position: Int, _ words: Set<String>, lineOf anchor: Int) -> Bool
    {
        position < text.tokens.count && text.tokens[position].kind == .word && words.contains(text.words[position])
            && text.tokens[position].line == text.tokens[anchor].line
    }

    /// `12月4日` from token `position`, in `year` or, with none, the latest such day up to the
    /// reference day; the date starts at token `start`.
    private static func cjkMonthDay(
        _ text: ScannedText, _ position: Int, year: Int?, start: Int, reference: CalendarDay
    ) -> FoundDate? {
        let marks = ParserVocabulary.cjkDateMarks
        // `integer` answers nil past the last token, so it is asked before `length`.
        guard let month = text.integer(position), text.length(position) <= 2,
            cjkMark(text, position + 1, marks.month, lineOf: start),
            let dayNumber = text.integer(position + 2), text.length(position + 2) <= 2
        else { return nil }
        let end = cjkMark(text, position + 3, marks.day, lineOf: start) ? position + 4 : position + 3
        guard year != nil || end == position + 4 else { return nil }
        if let year {
            guard let day = CalendarDay(year: year, month: month, day: dayNumber) else { return nil }
            return FoundDate(day: day, yearAssumed: false, start: start, end: end)
        }
        return assumingYear(month: month, day: dayNumber, reference: reference, start: start, end: end)
    }

    /// A year counted in a Japanese era (`ParserVocabulary.eras`): `令和6年12月4日`, `令和元年10月1日`
    /// (`元` is the era's first year), `平成30年3月27日`, or with the era's initial as receipts print
    /// it, `R6.12.4`, `H30/03/27`, only in a text that writes its dates year first (a yen or won
    /// text): elsewhere `Lot R1.2.3` is a code.
    private static func eraDate(
        _ text: ScannedText, _ index: Int, reference: CalendarDay, order: DateOrder
    ) -> FoundDate? {
        guard text.facts[index].flags.contains(.startsEra),
            let era = ParserVocabulary.eras.first(where: { era in
                era.words.indices.allSatisfy { offset in
                    text.isWord(index + offset, era.words[offset]) && (offset == 0 || text.isJoined(index + offset))
                }
            })
        else { return nil }
        let position = index + era.words.count
        guard !era.initial || (order == .yearFirst && text.isJoined(position)) else { return nil }
        let yearOfEra: Int
        if let number = text.integer(position), text.length(position) <= 2, number >= 1 {
            yearOfEra = number
        } else if !era.initial, text.tokens.indices.contains(position),
            ParserVocabulary.firstYearOfEra.contains(text.words[position])
        {
            yearOfEra = 1
        } else {
            return nil
        }
        let year = era.firstYear + yearOfEra - 1
        if cjkMark(text, position + 1, ParserVocabulary.cjkDateMarks.year, lineOf: index) {
            return cjkMonthDay(text, position + 2, year: year, start: index, reference: reference)
        }
        // `R6.12.4`: the year, month and day joined by one separator, and no more digits after.
        let tokens = text.tokens
        guard position + 4 < tokens.count, tokens[position + 1].kind == .symbol,
            [UInt8(ascii: "."), UInt8(ascii: "/"), UInt8(ascii: "-")].contains(tokens[position + 1].byte),
            tokens[position + 3].kind == .symbol, tokens[position + 3].byte == tokens[position + 1].byte,
            (1...4).allSatisfy({ text.isJoined(position + $0) }),
            let month = text.integer(position + 2), text.length(position + 2) <= 2,
            let dayNumber = text.integer(position + 4), text.length(position + 4) <= 2,
            !(text.isJoined(position + 5)
                && (tokens[position + 5].kind != .symbol || text.integer(position + 6) != nil)),
            let day = CalendarDay(year: year, month: month, day: dayNumber)
        else { return nil }
        return FoundDate(day: day, yearAssumed: false, start: index, end: position + 5)
    }

    /// A four-digit year, or a two-digit one that is not the hour of a time.
    private static func year(_ text: ScannedText, _ index: Int, sameLineAs anchor: Int) -> Int? {
        guard index < text.tokens.count, text.tokens[index].line == text.tokens[anchor].line,
            let value = text.integer(index)
        else { return nil }
        if text.isSymbol(index + 1, ":") || (text.isSymbol(index + 1, ".") && text.integer(index + 2) != nil) {
            return nil
        }
        switch text.length(index) {
        case 4: return (1900...2099).contains(value) ? value : nil
        case 2: return 2000 + value
        default: return nil
        }
    }

    private static func assumingYear(month: Int, day: Int, reference: CalendarDay, start: Int, end: Int) -> FoundDate? {
        guard
            let thisYear = CalendarDay(year: reference.year, month: month, day: day)
                ?? CalendarDay(year: reference.year - 1, month: month, day: day)
        else { return nil }
        if thisYear <= reference { return FoundDate(day: thisYear, yearAssumed: true, start: start, end: end) }
        guard let lastYear = CalendarDay(year: reference.year - 1, month: month, day: day) else { return nil }
        return FoundDate(day: lastYear, yearAssumed: true, start: start, end: end)
    }

    /// `Today`, `Yesterday`, `Hari ini`, `Semalam`.
    private static func relativeDay(_ text: ScannedText, _ index: Int, reference: CalendarDay) -> FoundDate? {
        switch text.words[index] {
        case "today":
            return FoundDate(day: reference, yearAssumed: false, start: index, end: index + 1)
        case "yesterday", "semalam":
            return FoundDate(day: dayBefore(reference), yearAssumed: false, start: index, end: index + 1)
        case "hari":
            guard text.isWord(index + 1, "ini") else { return nil }
            return FoundDate(day: reference, yearAssumed: false, start: index, end: index + 2)
        default:
            return nil
        }
    }

    static func dayBefore(_ day: CalendarDay) -> CalendarDay {
        if day.day > 1 { return CalendarDay(year: day.year, month: day.month, day: day.day - 1) ?? day }
        if day.month > 1 {
            return CalendarDay(
                year: day.year, month: day.month - 1,
                day: CalendarDay.daysIn(month: day.month - 1, year: day.year)) ?? day
        }
        return CalendarDay(year: day.year - 1, month: 12, day: 31) ?? day
    }
}
