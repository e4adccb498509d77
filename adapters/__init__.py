"""Adapters: the one contract through which the steps drive a system under test
(in-process over the oracle, HTTP against a vendor service). Nothing else talks to a
system under test."""
