#include <yajl/yajl_parse.h>

// `yajl_config` is variadic, which Swift cannot call; this fixes its one argument to an int.
static inline int larder_yajl_config(yajl_handle handle, yajl_option option, int value) {
    return yajl_config(handle, option, value);
}
