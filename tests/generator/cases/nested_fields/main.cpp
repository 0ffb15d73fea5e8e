#include <cstdio>
#include <string>
#include <vector>

// Written pretty too: the definitions, which the split layout keeps in the
// .json.inl.h (the header-only one in the .json.h).
#if __has_include("messages.json.inl.h")
#include "messages.json.inl.h"
#else
#include "messages.json.h"
#endif
#include "round_trip.h"  // every value read back and written again
#include "sdk.json.h"

namespace {

template <class T>
std::string read_status(const char* text) {
  T value{};
  const jsongen::status status = jsongen::from_json(text, value);
  return status ? "ok" : status.message();
}

// What reading `text` gives, written again (or the error).
template <class T>
std::string reread(const char* text) {
  T value{};
  const jsongen::status status = jsongen::from_json(text, value);
  return status ? jsongen::to_json(value) : status.message();
}

}  // namespace

int main() {
  dap::StoppedEvent stopped;
  stopped.seq = 7;
  stopped.type = "event";
  stopped.reason = "breakpoint";
  stopped.thread_id = 3;
  stopped.path = "main.c";
  stopped.line = 42;
  stopped.all_threads = false;
  stopped.event = "stopped";
  dap::StoppedEvent no_line = stopped;
  no_line.line.reset();

  dap::ContinueResponse empty_body;  // every field under "body" left out
  empty_body.seq = 2;
  dap::ContinueResponse full_body;
  full_body.all_continued = true;
  full_body.note = "n";

  dap::Dotted dotted;
  dotted.a = 1;
  dotted.b = 2;

  dap::LoggedRequest logged;
  logged.received_at = 1700000000;
  logged.request.header.seq = 5;
  logged.request.header.kind = "request";
  logged.request.command = "next";
  logged.request.args = {"--step", "in"};
  logged.origin = "remote";
  dap::LoggedRequest traced = logged;
  traced.request.header.trace = "t-1";

  dap::Envelope envelope;
  envelope.id = 9;
  envelope.message.seq = 1;
  envelope.message.kind = "response";

  sdk::Telemetry telemetry;
  telemetry.id = 4;
  telemetry.meta.version = "2.1";
  telemetry.x = 1.5;
  telemetry.y = -2;
  telemetry.satellites = 11;

  dap::Hit hit;
  hit.where.file = "a.c";
  hit.where.line = 3;
  hit.detail = dap::Breakpoint{};
  dap::Action action;
  dap::Step step;
  step.header.seq = 1;
  step.header.kind = "step";
  step.count = 2;
  action.what = step;

  const std::vector<std::string> read = {
      // Nested members in any order, an unknown key inside, an alias, the default taken.
      reread<dap::StoppedEvent>(R"({"event":"e","body":{"source":{"line":1,"path":"p","extra":0},"thread":8,)"
                                R"("reason":"r"},"type":"event","seq":1})"),
      // A missing nested object: its required fields are missing (the object named).
      read_status<dap::StoppedEvent>(R"({"seq":1,"type":"event","event":"e"})"),
      // ... and one of two levels.
      read_status<dap::StoppedEvent>(R"({"seq":1,"type":"event","event":"e","body":{"reason":"r","threadId":1}})"),
      // A missing field inside, an error inside, a duplicate inside: the path names the nested objects.
      read_status<dap::StoppedEvent>(R"({"seq":1,"type":"t","event":"e","body":{"reason":"r","source":{"path":"p"}}})"),
      read_status<dap::StoppedEvent>(R"({"seq":1,"type":"t","event":"e","body":{"threadId":"x"}})"),
      read_status<dap::StoppedEvent>(R"({"body":{"source":{"path":"p","line":true}}})"),
      read_status<dap::StoppedEvent>(R"({"body":{"reason":"a","reason":"b"}})"),
      read_status<dap::StoppedEvent>(R"({"seq":1,"body":[]})"),
      // Optional fields only: an absent "body" is fine.
      reread<dap::ContinueResponse>(R"({"seq":3})"),
      reread<dap::ContinueResponse>(R"({"body":{"note":"x"},"seq":3})"),
      // Flattened: the keys of every level in any order, the default of the outer struct.
      reread<dap::LoggedRequest>(R"({"command":"c","trace":"t","arguments":{"args":[]},"seq":1,)"
                                 R"("received_at":2,"type":"request"})"),
      read_status<dap::LoggedRequest>(R"({"command":"c","arguments":{"args":[]},"received_at":2,"type":"request"})"),
      reread<dap::Envelope>(R"({"payload":{"type":"x","seq":2},"id":1})"),
      reread<dap::Extensible>(R"({"x":1,"body":{"b":2,"a":3},"y":[4]})"),
      reread<dap::Hit>(R"({"body":{"detail":{"value":{"file":"b.c"},"kind":"Located"}},"line":4,"file":"f"})"),
      read_status<dap::Hit>(R"({"file":"f","line":4,"body":{"detail":{"kind":"Nope","value":{}}}})"),
      reread<dap::Action>(R"({"what":{"count":5,"type":"t","action":"Step","seq":6}})"),
      reread<sdk::Telemetry>(R"({"position":{"y":2,"x":1},"version":"v","gps":{"fix":{"sats":3}},"id":1})"),
  };

  const std::string text =
      "[" + jsongen_test::to_json(stopped) + "," + jsongen_test::to_json(no_line) + "," +
      jsongen_test::to_json(empty_body) + "," + jsongen_test::to_json(full_body) + "," +
      jsongen_test::to_json(dotted) + "," + jsongen_test::to_json(logged) + "," + jsongen_test::to_json(traced) +
      "," + jsongen_test::to_json(envelope) + "," + jsongen_test::to_json(telemetry) + "," + jsongen_test::to_json(hit) + "," +
      jsongen_test::to_json(action) + "," + jsongen_test::to_json<jsongen::pretty_options<1>>(stopped) + "," +
      jsongen::to_json(read) + "]";
  std::puts(text.c_str());
}
