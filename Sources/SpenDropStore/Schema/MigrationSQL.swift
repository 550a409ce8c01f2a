/// The SQL of each schema version's tables, frozen as each version shipped: a migration and a
/// new store run the same statements, so they cannot drift apart.
enum MigrationSQL {
    /// Version 1, the first shipped schema: expenses only, one currency column per row.
    static let version1Tables = """
        CREATE TABLE expenses (
            id INTEGER PRIMARY KEY,
            spent_on TEXT NOT NULL,
            merchant TEXT NOT NULL,
            amount_minor INTEGER NOT NULL,
            currency TEXT NOT NULL DEFAULT 'MYR',
            category TEXT,
            note TEXT NOT NULL DEFAULT ''
        );

        """

    /// Version 2: accounts and transactions (Money In, Money Out, transfers) replace expenses.
    /// Amounts are integer minor units, zero or more; `occurred_at` is Unix seconds.
    static let version2Tables = """
        CREATE TABLE accounts (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL COLLATE NOCASE UNIQUE,
            currency TEXT NOT NULL CHECK (length(currency) = 3),
            opening_minor INTEGER NOT NULL DEFAULT 0
        );
        CREATE TABLE transactions (
            id INTEGER PRIMARY KEY,
            kind TEXT NOT NULL CHECK (kind IN ('in', 'out', 'transfer')),
            account_id INTEGER NOT NULL REFERENCES accounts(id),
            destination_account_id INTEGER REFERENCES accounts(id),
            amount_minor INTEGER NOT NULL CHECK (amount_minor >= 0),
            currency TEXT NOT NULL CHECK (length(currency) = 3),
            occurred_at INTEGER NOT NULL,
            merchant TEXT NOT NULL DEFAULT '',
            category TEXT,
            note TEXT NOT NULL DEFAULT '',
            CHECK ((kind = 'transfer') = (destination_account_id IS NOT NULL))
        );

        """

    /// Version 3: people, the PayBook (splits, their parts, settlements) and the history of
    /// category choices that suggestions learn from; an index for reports by time.
    static let version3Tables = """
        CREATE TABLE people (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL COLLATE NOCASE UNIQUE
        );
        CREATE TABLE paybook_entries (
            id INTEGER PRIMARY KEY,
            entry_key TEXT NOT NULL UNIQUE,
            occurred_on TEXT NOT NULL,
            kind TEXT NOT NULL CHECK (kind IN ('split', 'settlement'))
        );
        CREATE TABLE splits (
            entry_id INTEGER PRIMARY KEY REFERENCES paybook_entries(id) ON DELETE CASCADE,
            description TEXT NOT NULL DEFAULT '',
            paid_by_person_id INTEGER REFERENCES people(id),
            total_minor INTEGER NOT NULL CHECK (total_minor > 0),
            currency TEXT NOT NULL CHECK (length(currency) = 3),
            transaction_id INTEGER REFERENCES transactions(id)
        );
        CREATE TABLE split_parts (
            entry_id INTEGER NOT NULL REFERENCES splits(entry_id) ON DELETE CASCADE,
            position INTEGER NOT NULL,
            person_id INTEGER REFERENCES people(id),
            amount_minor INTEGER NOT NULL CHECK (amount_minor >= 0),
            PRIMARY KEY (entry_id, position)
        );
        CREATE TABLE settlements (
            entry_id INTEGER PRIMARY KEY REFERENCES paybook_entries(id) ON DELETE CASCADE,
            from_person_id INTEGER REFERENCES people(id),
            to_person_id INTEGER REFERENCES people(id),
            amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
            currency TEXT NOT NULL CHECK (length(currency) = 3)
        );
        CREATE TABLE category_choices (
            id INTEGER PRIMARY KEY,
            merchant_key TEXT NOT NULL,
            category TEXT NOT NULL,
            chosen_on TEXT NOT NULL
        );
        CREATE INDEX transactions_by_time ON transactions(occurred_at);
        CREATE INDEX category_choices_by_merchant ON category_choices(merchant_key, id);

        """

    /// The UTC day number of a transaction row (`NEW` or `OLD`), rounding down before 1970 too.
    static func utcDay(_ row: String) -> String {
        "((\(row).occurred_at - ((\(row).occurred_at % 86400) + 86400) % 86400) / 86400)"
    }

    /// From version 7: the day a transaction happened on where it happened, as days since
    /// 1970-01-01: its moment moved by the offset from UTC it was recorded at, floored to a day.
    static func localDay(_ row: String) -> String {
        "(((\(row).occurred_at + \(row).utc_offset) - (((\(row).occurred_at + \(row).utc_offset) % 86400) + 86400) % 86400) / 86400)"
    }

    /// Version 4: totals per UTC day, kind and category kept by triggers, so reports over any
    /// span read a few thousand rows instead of every transaction; a covering index for the
    /// partial days at a period's edges.
    static let version4Tables = """
        CREATE TABLE daily_totals (
            utc_day INTEGER NOT NULL,
            currency TEXT NOT NULL,
            kind TEXT NOT NULL,
            category TEXT NOT NULL,
            total_minor INTEGER NOT NULL,
            transaction_count INTEGER NOT NULL,
            PRIMARY KEY (utc_day, currency, kind, category)
        ) WITHOUT ROWID;
        DROP INDEX IF EXISTS transactions_by_time;
        CREATE INDEX transactions_for_reports ON transactions(occurred_at, currency, kind, category, amount_minor);

        """ + version4DailyTotalsTriggers

    /// Version 5: what part of a transaction is other people's money (`others_minor`: their
    /// shares of a bill I paid, or a debt settled), which reports leave out, so my spending is my
    /// share; the transaction that moved a settlement's money; closed accounts; the change log that `undo` walks
    /// back and `history` lists; and the highest transaction id ever deleted, so an id (`#1042`)
    /// names one transaction for good.
    static let version5Tables = """
        ALTER TABLE transactions ADD COLUMN others_minor INTEGER NOT NULL DEFAULT 0
            CHECK (others_minor >= 0 AND others_minor <= amount_minor);
        ALTER TABLE settlements ADD COLUMN transaction_id INTEGER REFERENCES transactions(id);
        ALTER TABLE accounts ADD COLUMN closed INTEGER NOT NULL DEFAULT 0 CHECK (closed IN (0, 1));
        DROP TRIGGER daily_totals_after_insert;
        DROP TRIGGER daily_totals_after_delete;
        DROP TRIGGER daily_totals_after_update;
        CREATE TABLE changes (
            id INTEGER PRIMARY KEY,
            made_at INTEGER NOT NULL,
            summary TEXT NOT NULL,
            undone_at INTEGER
        );
        CREATE TABLE change_steps (
            id INTEGER PRIMARY KEY,
            change_id INTEGER NOT NULL REFERENCES changes(id) ON DELETE CASCADE,
            table_name TEXT NOT NULL,
            action TEXT NOT NULL CHECK (action IN ('inserted', 'updated', 'deleted')),
            first_key INTEGER NOT NULL,
            last_key INTEGER NOT NULL CHECK (last_key >= first_key),
            old_row TEXT,
            CHECK ((action = 'inserted') = (old_row IS NULL))
        );
        CREATE INDEX change_steps_by_change ON change_steps(change_id, id);
        CREATE INDEX changes_not_undone ON changes(id) WHERE undone_at IS NULL;
        CREATE TABLE retired_ids (
            table_name TEXT PRIMARY KEY,
            highest INTEGER NOT NULL
        ) WITHOUT ROWID;
        CREATE TRIGGER transactions_retire_id AFTER DELETE ON transactions BEGIN
            INSERT INTO retired_ids VALUES ('transactions', OLD.id)
            ON CONFLICT (table_name) DO UPDATE SET highest = max(highest, excluded.highest);
        END;

        """ + version5DailyTotalsTriggers

    /// Version 6: the category of a split, so a bill someone else paid (which has no transaction
    /// of mine) can count my share of it as spending in that category; monthly budgets per
    /// category, one row per category and first month (a later month's row replaces the limit
    /// from that month on); recurring bills and the occurrences already booked, one row per rule
    /// and day, so a day is booked once whoever books it; an index of the few transactions that
    /// hold other people's money, so the unfiltered Transactions screen totals without a scan;
    /// tags on transactions (lower case, each once per transaction); exchange rates the user
    /// recorded, exact millionths of the home currency per unit, one per currency and day; what
    /// reached the destination of a transfer between two currencies.
    static let version6Tables = """
        ALTER TABLE splits ADD COLUMN category TEXT;
        ALTER TABLE transactions ADD COLUMN received_minor INTEGER CHECK (received_minor IS NULL OR received_minor > 0);
        ALTER TABLE transactions ADD COLUMN received_currency TEXT CHECK ((received_currency IS NULL) = (received_minor IS NULL));
        CREATE TABLE budgets (
            id INTEGER PRIMARY KEY,
            category TEXT NOT NULL COLLATE NOCASE,
            currency TEXT NOT NULL CHECK (length(currency) = 3),
            limit_minor INTEGER NOT NULL CHECK (limit_minor > 0),
            from_month TEXT NOT NULL CHECK (from_month GLOB '[12][0-9][0-9][0-9]-[01][0-9]'),
            rollover INTEGER NOT NULL DEFAULT 0 CHECK (rollover IN (0, 1)),
            UNIQUE (category, from_month)
        );
        CREATE TABLE recurring_rules (
            id INTEGER PRIMARY KEY,
            account_id INTEGER NOT NULL REFERENCES accounts(id),
            amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
            currency TEXT NOT NULL CHECK (length(currency) = 3),
            merchant TEXT NOT NULL,
            category TEXT,
            every TEXT NOT NULL CHECK (every IN ('day', 'week', 'month', 'year')),
            day INTEGER,
            from_day TEXT NOT NULL,
            until_day TEXT
        );
        CREATE TABLE transaction_tags (
            transaction_id INTEGER NOT NULL REFERENCES transactions(id) ON DELETE CASCADE,
            tag TEXT NOT NULL CHECK (tag <> '' AND tag = lower(tag)),
            UNIQUE (transaction_id, tag)
        );
        CREATE INDEX transaction_tags_by_tag ON transaction_tags(tag, transaction_id);
        CREATE TABLE exchange_rates (
            id INTEGER PRIMARY KEY,
            currency TEXT NOT NULL CHECK (length(currency) = 3),
            on_day TEXT NOT NULL,
            millionths INTEGER NOT NULL CHECK (millionths > 0),
            UNIQUE (currency, on_day)
        );
        CREATE INDEX transactions_with_others_share ON transactions(currency, kind, others_minor) WHERE others_minor > 0;
        CREATE TABLE recurring_occurrences (
            rule_id INTEGER NOT NULL REFERENCES recurring_rules(id) ON DELETE CASCADE,
            due_day TEXT NOT NULL,
            transaction_id INTEGER REFERENCES transactions(id) ON DELETE SET NULL,
            UNIQUE (rule_id, due_day)
        );

        """

    /// Other people's part of each bill I paid: the shares of everyone but me in its split.
    static let othersShareOfBills = """
        SELECT s.transaction_id AS id, sum(p.amount_minor) AS minor FROM splits s JOIN split_parts p ON p.entry_id = s.entry_id
        WHERE s.transaction_id IS NOT NULL AND p.person_id IS NOT NULL GROUP BY 1
        """

    /// What a transaction row counts for in reports: in version 4 its whole amount; from version
    /// 5 the amount less other people's part of it (their shares of a bill I paid, a debt settled).
    static func countedV4(_ row: String) -> String { "\(row).amount_minor" }
    static func counted(_ row: String) -> String { "(\(row).amount_minor - \(row).others_minor)" }

    /// The triggers that keep `daily_totals` equal to the sums over `transactions` of what each
    /// row counts for (`counted`), and the columns whose update moves a row's total.
    static func dailyTotalsTriggers(
        counted: (String) -> String, columns: String, dayColumn: String = "utc_day",
        day: (String) -> String = utcDay
    ) -> String {
        """
        CREATE TRIGGER daily_totals_after_insert AFTER INSERT ON transactions BEGIN
            INSERT INTO daily_totals VALUES (\(day("NEW")), NEW.currency, NEW.kind, coalesce(NEW.category, ''), \(counted("NEW")), 1)
            ON CONFLICT (\(dayColumn), currency, kind, category)
            DO UPDATE SET total_minor = total_minor + excluded.total_minor, transaction_count = transaction_count + 1;
        END;
        CREATE TRIGGER daily_totals_after_delete AFTER DELETE ON transactions BEGIN
            UPDATE daily_totals SET total_minor = total_minor - \(counted("OLD")), transaction_count = transaction_count - 1
            WHERE currency = OLD.currency AND \(dayColumn) = \(day("OLD")) AND kind = OLD.kind AND category = coalesce(OLD.category, '');
            DELETE FROM daily_totals WHERE transaction_count = 0;
        END;
        CREATE TRIGGER daily_totals_after_update AFTER UPDATE OF \(columns) ON transactions BEGIN
            UPDATE daily_totals SET total_minor = total_minor - \(counted("OLD")), transaction_count = transaction_count - 1
            WHERE currency = OLD.currency AND \(dayColumn) = \(day("OLD")) AND kind = OLD.kind AND category = coalesce(OLD.category, '');
            DELETE FROM daily_totals WHERE transaction_count = 0;
            INSERT INTO daily_totals VALUES (\(day("NEW")), NEW.currency, NEW.kind, coalesce(NEW.category, ''), \(counted("NEW")), 1)
            ON CONFLICT (\(dayColumn), currency, kind, category)
            DO UPDATE SET total_minor = total_minor + excluded.total_minor, transaction_count = transaction_count + 1;
        END;

        """
    }

    /// The triggers as version 4 shipped them: whole amounts.
    static let version4DailyTotalsTriggers = dailyTotalsTriggers(
        counted: countedV4, columns: "currency, occurred_at, kind, category, amount_minor")

    /// The triggers of versions 5 and 6: counted amounts by UTC day.
    static let version5DailyTotalsTriggers = dailyTotalsTriggers(
        counted: counted,
        columns: "currency, occurred_at, kind, category, amount_minor, others_minor")

    /// The triggers of the current schema: counted amounts by the day each transaction happened on where it happened.
    static let currentDailyTotalsTriggers = dailyTotalsTriggers(
        counted: counted,
        columns: "currency, occurred_at, utc_offset, kind, category, amount_minor, others_minor",
        dayColumn: "local_day", day: localDay)

    /// Version 7: the offset from UTC each transaction was recorded at (`utc_offset`, seconds
    /// east), so its day is the day it happened on where it happened, whatever time zone a report
    /// is read in; daily totals kept by that day (`local_day`) instead of the UTC day; budgets
    /// that carry overspending, and budgets ended from a month with their history kept; a change
    /// that reverts another (an undo, logged so `redo` can put back what it took).
    static let version7Tables = """
        ALTER TABLE transactions ADD COLUMN utc_offset INTEGER NOT NULL DEFAULT 0 CHECK (utc_offset BETWEEN -64800 AND 64800);
        ALTER TABLE budgets ADD COLUMN carry_overspending INTEGER NOT NULL DEFAULT 0 CHECK (carry_overspending IN (0, 1));
        ALTER TABLE budgets ADD COLUMN ended INTEGER NOT NULL DEFAULT 0 CHECK (ended IN (0, 1));
        ALTER TABLE changes ADD COLUMN reverts INTEGER;
        DROP TRIGGER daily_totals_after_insert;
        DROP TRIGGER daily_totals_after_delete;
        DROP TRIGGER daily_totals_after_update;
        DROP TABLE daily_totals;
        CREATE TABLE daily_totals (
            local_day INTEGER NOT NULL,
            currency TEXT NOT NULL,
            kind TEXT NOT NULL,
            category TEXT NOT NULL,
            total_minor INTEGER NOT NULL,
            transaction_count INTEGER NOT NULL,
            PRIMARY KEY (local_day, currency, kind, category)
        ) WITHOUT ROWID;

        """ + currentDailyTotalsTriggers

    /// The id the next transaction or bill someone else paid gets: above every id in use by
    /// either and every id ever deleted, so an id (`#1042`) names one thing for good.
    static let nextListedID = """
        max(coalesce((SELECT max(id) FROM transactions), 0), coalesce((SELECT max(bill_id) FROM splits), 0),
            coalesce((SELECT highest FROM retired_ids WHERE table_name = 'transactions'), 0)) + 1
        """

    /// Version 8: a bill someone else paid is listed, edited, tagged and deleted by an id from the
    /// same run as the transactions' (`splits.bill_id`, `split_tags`), which a trigger gives every such split however
    /// it is written (a new split, one `undo` or an import puts back), and which, once deleted or
    /// taken off (as `undo` does before it deletes the split), is never given again. Existing bills take ids above every id in use, oldest first.
    static let version8Tables = """
        ALTER TABLE splits ADD COLUMN bill_id INTEGER;
        CREATE UNIQUE INDEX splits_by_bill_id ON splits(bill_id) WHERE bill_id IS NOT NULL;
        CREATE TABLE split_tags (
            entry_id INTEGER NOT NULL REFERENCES splits(entry_id) ON DELETE CASCADE,
            tag TEXT NOT NULL CHECK (tag <> '' AND tag = lower(tag)),
            UNIQUE (entry_id, tag)
        );
        CREATE TRIGGER splits_give_bill_id AFTER INSERT ON splits WHEN NEW.paid_by_person_id IS NOT NULL AND NEW.bill_id IS NULL BEGIN
            UPDATE splits SET bill_id = \(nextListedID) WHERE entry_id = NEW.entry_id;
        END;
        CREATE TRIGGER splits_retire_bill_id AFTER DELETE ON splits WHEN OLD.bill_id IS NOT NULL BEGIN
            INSERT INTO retired_ids VALUES ('transactions', OLD.bill_id)
            ON CONFLICT (table_name) DO UPDATE SET highest = max(highest, excluded.highest);
        END;
        CREATE TRIGGER splits_retire_changed_bill_id AFTER UPDATE OF bill_id ON splits
        WHEN OLD.bill_id IS NOT NULL AND NEW.bill_id IS NOT OLD.bill_id BEGIN
            INSERT INTO retired_ids VALUES ('transactions', OLD.bill_id)
            ON CONFLICT (table_name) DO UPDATE SET highest = max(highest, excluded.highest);
        END;

        """

    /// Gives each bill someone else paid that has no id one, above every id in use, in the order
    /// the bills were recorded.
    static let version8DataMoves = """
        UPDATE splits SET bill_id = numbered.base + numbered.place
        FROM (SELECT entry_id, row_number() OVER (ORDER BY entry_id) AS place, (SELECT \(nextListedID) - 1) AS base
              FROM splits WHERE paid_by_person_id IS NOT NULL AND bill_id IS NULL) AS numbered
        WHERE splits.entry_id = numbered.entry_id;

        """

    /// Version 9: what a bank's statement brings. Each transaction may keep the bank's id for it
    /// (`bank_id`, OFX `FITID`) and the text the statement wrote for it (`bank_text`), by which a
    /// later, overlapping statement finds it again, and its state against the bank's statements
    /// (`status`: none, `cleared` when a statement showed it, `reconciled` once a reconciliation
    /// agreed, which locks it). `statement_accounts` remembers which account a statement's account
    /// id goes to; `import_rules` are the user's rules that set a category or a merchant, applied in
    /// the order of their ids.
    static let version9Tables = """
        ALTER TABLE transactions ADD COLUMN bank_id TEXT;
        ALTER TABLE transactions ADD COLUMN bank_text TEXT;
        ALTER TABLE transactions ADD COLUMN status TEXT CHECK (status IN ('cleared', 'reconciled'));
        CREATE INDEX transactions_by_bank_id ON transactions(account_id, bank_id) WHERE bank_id IS NOT NULL;
        CREATE TABLE statement_accounts (
            statement_account TEXT PRIMARY KEY NOT NULL CHECK (statement_account <> ''),
            account_id INTEGER NOT NULL REFERENCES accounts(id)
        );
        CREATE TABLE import_rules (
            id INTEGER PRIMARY KEY,
            merchant_pattern TEXT NOT NULL CHECK (merchant_pattern <> ''),
            set_category TEXT,
            set_merchant TEXT,
            CHECK (set_category IS NOT NULL OR set_merchant IS NOT NULL)
        );

        """

    /// Version 10: a split or settlement may belong to a named group (a trip's bills).
    static let version10Tables = """
        ALTER TABLE paybook_entries ADD COLUMN group_name TEXT CHECK (group_name IS NULL OR group_name <> '');

        """

    /// Rebuilds `daily_totals` for the transactions with ids above `afterID` (all of them from
    /// `Int64.min`), adding to what is there: one grouped pass instead of a trigger per row.
    static func addDailyTotals(afterID: Int64) -> String {
        addDailyTotals(afterID: afterID, counted: counted, dayColumn: "local_day", day: localDay)
    }

    /// `addDailyTotals` as a version whose totals count `counted` by `dayColumn` ran it.
    static func addDailyTotals(
        afterID: Int64, counted: (String) -> String, dayColumn: String = "utc_day",
        day: (String) -> String = utcDay
    ) -> String {
        """
        INSERT INTO daily_totals (\(dayColumn), currency, kind, category, total_minor, transaction_count)
            SELECT \(day("transactions")), currency, kind, coalesce(category, ''), sum(\(counted("transactions"))), count(*)
            FROM transactions WHERE id > \(afterID)
            GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
        ON CONFLICT (\(dayColumn), currency, kind, category)
        DO UPDATE SET total_minor = total_minor + excluded.total_minor, transaction_count = transaction_count + excluded.transaction_count;
        """
    }
}
