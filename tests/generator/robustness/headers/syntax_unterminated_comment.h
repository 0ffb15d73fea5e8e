// expect: error
// message: syntax_unterminated_comment.h:5:1: error: unterminated /* comment
#pragma once
#include <jsongen/jsongen.h>
/* the comment never ends
struct JSONGEN_SERIALIZE Hidden {
  int x;
};
