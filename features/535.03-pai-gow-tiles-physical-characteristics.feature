Feature: 535.3 Pai Gow tiles; physical characteristics
  58 Pa. Code § 535.3, Pai Gow, in the 2010 temporary amendments (the seeds' file 002). The
  seeds print paragraph (b)(3) only; (a), (b)(1) and (b)(2) are elided with rows of
  asterisks ("* * * * *"). The amendment allows the identifier "to be on the front or the
  back" of each tile.

  Rule: 535.3(b)(3) Each tile carries the certificate holder's identifying feature
    "(b) Each tile used must:" ... "(3) Have on the back or front of each tile an identifying
    feature unique to each certificate holder."

    @manual
    Scenario: 535.3(b)(3) Each Pai Gow tile has on its back or front the certificate holder's unique identifying feature
      Manual check for the inspector: every tile in use at each Pai Gow table carries, on its
      back or on its front, an identifying feature unique to the certificate holder. It is a
      physical characteristic of the tile; no system can show it.
