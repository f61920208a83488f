// libpq, PostgreSQL's own client library: Debian/Ubuntu `libpq-dev`, Fedora `libpq-devel`, Homebrew `libpq`.
// pkg-config's `libpq` adds its include directory (/usr/include/postgresql on Debian).
#include <libpq-fe.h>
