/* bx-xml.h: reading our own XML data files safely (encyclopedia, tutorials)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <libxml/relaxng.h>
#include <libxml/tree.h>

G_BEGIN_DECLS

void        bx_xml_guard_external_loads (void);
xmlDoc     *bx_xml_read_file    (const char  *path,
                                 gsize        max_bytes,
                                 GError     **error);
char       *bx_xml_own_schema   (const char  *name);
xmlRelaxNG *bx_xml_load_schema  (const char  *schema_path,
                                 GError     **error);
gboolean    bx_xml_validate     (xmlRelaxNG  *schema,
                                 xmlDoc      *doc,
                                 const char  *path,
                                 const char  *schema_name,
                                 GError     **error);
char       *bx_xml_node_text    (xmlNode     *node);

G_END_DECLS
