from enum import StrEnum

class PayGoldTemplateBibliosType(StrEnum):
    PAY = "pay"

    def __str__(self) -> str:
        return str(self.value)
