from enum import StrEnum

class ExportInvalidProblemParamsCheck(StrEnum):
    ACTIONS = "actions"
    DOCUMENT = "document"
    FAIRNESS = "fairness"
    RESULT = "result"
    SEATS = "seats"
    SETUP = "setup"
    UNFINISHED = "unfinished"

    def __str__(self) -> str:
        return str(self.value)
