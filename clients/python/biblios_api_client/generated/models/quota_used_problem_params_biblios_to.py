from enum import StrEnum

class QuotaUsedProblemParamsBibliosTo(StrEnum):
    AUCTION = "auction"
    KEEP = "keep"
    PUBLIC = "public"

    def __str__(self) -> str:
        return str(self.value)
