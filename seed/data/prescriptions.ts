// The demo pharmacy's prescription medicines (Schedule H): an order holding
// one waits for the shopper's prescription and the shop's review. Demo data: a
// real shop's pharmacist decides which of its medicines need one.

export const PRESCRIPTION_MEDICINES: Record<string, string[]> = {
  sehat: [
    'Aceclofenac + Paracetamol Tablet (Strip of 10)',
    'Metformin 500 mg Tablet (Strip of 20)',
    'Pantoprazole 40 mg Tablet (Strip of 15)',
  ],
};
