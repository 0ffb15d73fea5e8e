#pragma once
#include <jsongen/jsongen.h>

#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

// Classes with members that are not public and no JSONGEN_FRIEND: the
// generated code reaches them through member pointers that bank.json.cpp's
// explicit instantiations take (names in one are not access-checked).
// bank.h.args selects Account through config.toml and Ledger with --type.

namespace bank {

// Selected by config.toml ([types."bank::Account"]).
class Account {
 public:
  Account() = default;
  Account(int id, std::string owner, std::vector<long> history, std::optional<double> limit)
      : id_(id), owner_(std::move(owner)), history_(std::move(history)), limit_(limit) {}
  int id() const { return id_; }

 private:
  int id_ = 0;
  std::string owner_;
  std::vector<long> history_;

 protected:
  std::optional<double> limit_;
};

// A public base whose own member is private: reached as the base's.
class Audited {
 public:
  void audit(int by) { audited_by_ = by; }

 private:
  int audited_by_ = 0;
};

// Selected with --type: a private member of a private-member type, a map
// and a public one.
class Ledger : public Audited {
 public:
  std::string name;
  void add(const std::string& key, int total) { totals_[key] = total; }
  void open(Account account) { main_ = std::move(account); }

 private:
  std::map<std::string, int> totals_;
  Account main_;
};

// JSONGEN_FRIEND keeps working: its members are named directly.
class JSONGEN_SERIALIZE Friendly {
  JSONGEN_FRIEND;

 public:
  explicit Friendly(int secret = 0) : secret_(secret) {}

 private:
  int secret_;
};

// Annotated, without JSONGEN_FRIEND: reached as Account's are; it holds
// Ledger, whose serializer is compiled in bank.json.cpp too.
struct JSONGEN_SERIALIZE Branch {
  Ledger ledger;
  Friendly friendly;
  std::vector<Account> accounts;
  int code() const { return code_; }
  void set_code(int code) { code_ = code; }

 private:
  int code_ = 0;
};

}  // namespace bank
