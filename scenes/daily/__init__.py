"""The daily challenge kit: the record, the calendar and the daily screen."""
