#include <libxml/xmlversion.h>
// The system ICU clashes with Foundation's own copy; larder never needs libxml2's ICU paths.
#undef LIBXML_ICU_ENABLED
#include <libxml/HTMLparser.h>
#include <libxml/tree.h>
#include <libxml/xmlmemory.h>

// `xmlFree` is a mutable C global, which Swift 6 rejects as not concurrency-safe.
static inline void larder_xml_free(void *pointer) { xmlFree(pointer); }
