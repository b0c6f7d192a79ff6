/* test-core.c: the core library's basics
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "bx-core.h"

static void
test_error_domain (void)
{
  g_autoptr(GError) error = g_error_new (BX_ERROR, BX_ERROR_PARSE, "a.xml:3: broken");

  g_assert_true (g_error_matches (error, BX_ERROR, BX_ERROR_PARSE));
  g_assert_cmpstr (g_quark_to_string (BX_ERROR), ==, "bx-error-quark");
}

static void
test_version (void)
{
  g_assert_cmpstr (bx_version_string (), ==, PACKAGE_VERSION);
}

static void
test_cleanup_sqlite (void)
{
  g_autoptr(sqlite3) db = NULL;
  g_autoptr(sqlite3_stmt) stmt = NULL;

  g_assert_cmpint (sqlite3_open (":memory:", &db), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_prepare_v2 (db, "SELECT 1", -1, &stmt, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_ROW);
  g_assert_cmpint (sqlite3_column_int (stmt, 0), ==, 1);
  /* Both are freed by g_autoptr; ASan would report a leak or a double free. */
}

static void
test_cleanup_xml (void)
{
  static const char xml[] = "<a><b/></a>";
  g_autoptr(xmlDoc) doc = xmlReadMemory (xml, sizeof xml - 1, "mem.xml", NULL, XML_PARSE_NONET);

  g_assert_nonnull (doc);
  g_assert_cmpstr ((const char *) xmlDocGetRootElement (doc)->name, ==, "a");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/error/domain", test_error_domain);
  g_test_add_func ("/core/version", test_version);
  g_test_add_func ("/core/cleanup/sqlite", test_cleanup_sqlite);
  g_test_add_func ("/core/cleanup/xml", test_cleanup_xml);

  return g_test_run ();
}
