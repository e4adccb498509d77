"""Reports: the traceability matrix, manual checklist and evidence pack written by
``tablecert run`` (default output folder ``reports/out/``)."""
