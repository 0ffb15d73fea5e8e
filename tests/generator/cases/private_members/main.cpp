#include <cstdio>

#include "bank.json.h"
#include "round_trip.h"  // every value read back and written again

int main() {
  bank::Account account{7, "ada", {100, -25}, 50.5};
  bank::Ledger ledger;
  ledger.name = "main";
  ledger.add("fees", 3);
  ledger.add("rent", 900);
  ledger.open(account);
  ledger.audit(42);
  bank::Branch branch;
  branch.ledger = ledger;
  branch.friendly = bank::Friendly{5};
  branch.accounts = {account, bank::Account{8, "bob", {}, std::nullopt}};
  branch.set_code(12);
  const std::string text = "[" + jsongen_test::to_json(account) + "," + jsongen_test::to_json(ledger) + "," +
                           jsongen_test::to_json(branch) + "]";
  // Read into a value whose private members differ: each comes from the JSON.
  bank::Branch read;
  if (!jsongen::from_json(jsongen::to_json(branch), read) || read.code() != 12 || read.accounts.at(1).id() != 8) {
    std::fputs("from_json did not fill the private members\n", stderr);
    return 1;
  }
  std::puts(text.c_str());
}
