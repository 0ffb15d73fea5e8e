// Fields written in nested objects (JSONGEN_UNDER) and member structs whose
// fields are written at their parent's level (JSONGEN_FLATTEN).
#pragma once
#include <jsongen/annotations.h>

#include <jsongen/raw_json.h>

#include <map>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace dap {

// As the Debug Adapter Protocol writes a message: its fields under "body",
// one level and two.
struct JSONGEN_SERIALIZE StoppedEvent {
  int seq = 0;
  std::string type;
  std::string reason JSONGEN_UNDER("body");
  int thread_id JSONGEN_UNDER("body") JSONGEN_RENAME("threadId") JSONGEN_ALIAS("thread") = 0;
  std::string path JSONGEN_UNDER("body", "source");
  std::optional<int> line JSONGEN_UNDER("body", "source") JSONGEN_OMIT_EMPTY;
  bool all_threads JSONGEN_UNDER("body") JSONGEN_RENAME("allThreadsStopped") JSONGEN_DEFAULT = true;
  std::string event;  // after the nested object: written after it
};

// Every field under "body" may be left out: "body":{} then.
struct JSONGEN_SERIALIZE JSONGEN_OMIT_NULL ContinueResponse {
  int seq = 0;
  std::optional<bool> all_continued JSONGEN_UNDER("body") JSONGEN_RENAME("allThreadsContinued");
  std::optional<std::string> note JSONGEN_UNDER("body");
};

// A key with a dot is one key, not a path.
struct JSONGEN_SERIALIZE Dotted {
  int a JSONGEN_UNDER("x.y") = 0;
  int b JSONGEN_UNDER("x", "y") = 0;
};

// The fields of a header shared by every message, flattened into each.
struct JSONGEN_SERIALIZE ProtocolMessage {
  int seq = 0;
  std::string kind JSONGEN_RENAME("type");
  std::optional<std::string> trace JSONGEN_OMIT_EMPTY;
};

struct JSONGEN_SERIALIZE Request {
  ProtocolMessage header JSONGEN_FLATTEN;
  std::string command;
  std::vector<std::string> args JSONGEN_UNDER("arguments");
};

// Flattened twice: Request flattens ProtocolMessage, and is flattened here.
struct JSONGEN_SERIALIZE LoggedRequest {
  long long received_at = 0;
  Request request JSONGEN_FLATTEN;
  std::string origin JSONGEN_DEFAULT = "local";
};

// A flattened struct under a nested object: its fields there.
struct JSONGEN_SERIALIZE Envelope {
  int id = 0;
  ProtocolMessage message JSONGEN_FLATTEN JSONGEN_UNDER("payload");
};

// The members no field takes, kept: those of the struct's own object
// (those inside a nested object follow the unknown-field policy).
struct JSONGEN_SERIALIZE Extensible {
  int a JSONGEN_UNDER("body") = 0;
  std::map<std::string, jsongen::raw_json> rest JSONGEN_UNKNOWN_MEMBERS;
};

// A flattened struct's base-class fields, and a tagged variant in a nested object.
struct JSONGEN_SERIALIZE Located {
  std::string file;
};
struct JSONGEN_SERIALIZE Breakpoint : Located {
  int line = 0;
};
struct JSONGEN_SERIALIZE Hit {
  Breakpoint where JSONGEN_FLATTEN;
  std::variant<Located, Breakpoint> detail JSONGEN_UNDER("body") JSONGEN_TAGGED("kind", "value");
};

// Flattened into a variant's alternative whose tag is among its fields.
struct JSONGEN_SERIALIZE Step {
  ProtocolMessage header JSONGEN_FLATTEN;
  int count = 0;
};
struct JSONGEN_SERIALIZE Action {
  std::variant<Step, Located> what JSONGEN_TAG_FIELD("action");
};

}  // namespace dap
