// The system's SQLite: Debian/Ubuntu `libsqlite3-dev`, Fedora `sqlite-devel`; on Apple platforms the app
// imports the SDK's `SQLite3` module instead of this target.
#include <sqlite3.h>
