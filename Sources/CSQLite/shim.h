#include <sqlite3.h>

/* SQLite keeps memory statistics by default, taking a process-wide lock around every allocation;
   spendrop never reads them. sqlite3_config is variadic (Swift cannot call it) and is refused
   once SQLite is initialised, so this runs before the first connection opens. Returns SQLite's
   code: SQLITE_OK, or SQLITE_MISUSE when SQLite was already initialised (nothing changes). */
static inline int spendrop_sqlite3_stop_memory_statistics(void) {
    return sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
}
